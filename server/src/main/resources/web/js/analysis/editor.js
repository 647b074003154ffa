// The position editor of the analysis board: a palette of the game's pieces (from its
// descriptor, with a height for stacks), the side to move, the game's counter for each side
// (the Twist's options) and any further keys of the position string (a turn's phase), all
// written back as a position string (docs/rules/README.md). Nothing here knows a game.

import { createBoard } from '../board.js';
import { h } from '../dom.js';
import { isPlayable, parseBoard, parseSquare, shortLegend } from '../games.js';
import { pieceIcon } from '../pictures.js';

/** The parts of a position string: rows from the top, the side letter, the keys in order. */
export function splitPosition(position) {
  const fields = String(position).trim().split(/\s+/);
  const keys = new Map();
  for (const f of fields.slice(2)) {
    const i = f.indexOf('=');
    if (i > 0) keys.set(f.slice(0, i), f.slice(i + 1));
  }
  return { rows: parseBoard(fields[0]), side: fields[1] || '', keys };
}

/** A position string from its parts. */
export function joinPosition(rows, side, keys) {
  const ranks = rows.map((row) => row.map((t) => t || '.').join('')).join('/');
  const rest = [...keys.entries()].filter(([, v]) => v !== '').map(([k, v]) => `${k}=${v}`);
  return [ranks, side, ...rest].join(' ');
}

/**
 * The editor, filled from a position string; onAnalyse(position) when the player is done.
 * @param {import('../types.js').Descriptor} d
 */
export function createEditor(d, position, initialPosition, onAnalyse) {
  let { rows, side, keys } = splitPosition(position);
  let brush = d.pieces[0] ? { letter: d.pieces[0].letter, height: d.pieces[0].minHeight, kind: d.pieces[0] } : null;
  const element = h('section', { class: 'editor', id: 'editor', 'aria-label': 'Set up a position' });
  const boardBox = h('div', { class: 'board-wrap editor-board' });
  const palette = h('div', { class: 'palette row', role: 'radiogroup', 'aria-label': 'Piece to place' });
  const heightField = h('input', {
    type: 'number',
    id: 'editor-height',
    min: 1,
    value: 1,
    'aria-label': 'Stack height',
  });
  const sideSelect = h(
    'select',
    { id: 'editor-side', 'aria-label': 'Side to move' },
    d.sides.map((s) => h('option', { value: s.letter }, `${s.name} to move`)),
  );
  const counterFields = d.counter
    ? d.sides.map((s, i) =>
        h(
          'label',
          { class: 'field' },
          h('span', {}, `${s.name} ${d.counter}`),
          h('input', { type: 'number', min: 0, max: 99, id: `editor-counter-${i}`, value: '0' }),
        ),
      )
    : [];
  const keysField = h('input', {
    type: 'text',
    id: 'editor-keys',
    spellcheck: 'false',
    'aria-label': 'More of the position (keys)',
    placeholder: 'key=value …',
  });
  const error = h('p', { class: 'error', role: 'alert', id: 'editor-error' });
  let view = null;

  function place(sq) {
    const p = parseSquare(sq);
    if (!p || !isPlayable(d, p.x, p.y)) {
      error.textContent = `${sq} is not a square pieces stand on.`;
      return;
    }
    const r = rows.length - 1 - p.y;
    const token = brush
      ? brush.letter + (brush.kind.maxHeight > 1 || brush.kind.minHeight > 1 ? String(brush.height) : '')
      : '';
    rows[r][p.x] = rows[r][p.x] === token ? '' : token; // a second click takes the piece off
    error.textContent = '';
    draw();
  }

  function draw() {
    const opts = {
      descriptor: d,
      board: rows,
      flipped: false,
      marks: {},
      interactive: true,
      onSquare: place,
      label: `${d.name} position being set up`,
    };
    if (!view) view = createBoard(boardBox, opts);
    else view.update(opts);
  }

  function renderPalette() {
    palette.replaceChildren(
      ...d.pieces.map((kind) =>
        h(
          'button',
          {
            type: 'button',
            role: 'radio',
            'aria-checked': String(!!brush && brush.kind === kind),
            dataset: { letter: kind.letter, height: String(kind.minHeight) },
            'aria-label': shortLegend(kind.legend),
            title: shortLegend(kind.legend),
            onclick: () => {
              brush = { letter: kind.letter, height: Math.max(kind.minHeight, Number(heightField.value) || 1), kind };
              heightField.min = kind.minHeight;
              heightField.max = kind.maxHeight;
              renderPalette();
            },
          },
          pieceIcon(d, { side: kind.side, shape: kind.shape, height: kind.minHeight }),
        ),
      ),
      h(
        'button',
        {
          type: 'button',
          role: 'radio',
          'aria-checked': String(!brush),
          dataset: { letter: '' },
          onclick: () => {
            brush = null;
            renderPalette();
          },
        },
        'Eraser',
      ),
    );
  }
  heightField.addEventListener('input', () => {
    if (brush)
      brush.height = Math.min(brush.kind.maxHeight, Math.max(brush.kind.minHeight, Number(heightField.value) || 1));
  });

  function fillFields() {
    sideSelect.value = side || d.sides[0].letter;
    const counter = d.counter ? keys.get(d.counter) : null;
    if (d.counter)
      (counter || '0,0').split(',').forEach((v, i) => {
        if (counterFields[i]) counterFields[i].querySelector('input').value = v;
      });
    keysField.value = [...keys.entries()]
      .filter(([k]) => k !== d.counter)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
  }

  /** The position string the editor shows. */
  function current() {
    const all = new Map();
    if (d.counter) all.set(d.counter, counterFields.map((f) => f.querySelector('input').value || '0').join(','));
    for (const part of keysField.value.trim().split(/\s+/).filter(Boolean)) {
      const i = part.indexOf('=');
      if (i > 0) all.set(part.slice(0, i), part.slice(i + 1));
    }
    return joinPosition(rows, sideSelect.value, all);
  }

  function reset(position) {
    ({ rows, side, keys } = splitPosition(position));
    fillFields();
    draw();
  }

  element.append(
    h('h2', {}, 'Set up a position'),
    h(
      'p',
      { class: 'muted small' },
      'Choose a piece below, then click squares to place it (a second click takes it off).',
    ),
    boardBox,
    palette,
    h(
      'div',
      { class: 'row' },
      h('label', { class: 'field' }, h('span', {}, 'Stack height'), heightField),
      sideSelect,
      ...counterFields,
    ),
    h('div', { class: 'row' }, keysField),
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        { type: 'button', dataset: { action: 'editor-start' }, onclick: () => reset(initialPosition) },
        'Start position',
      ),
      h(
        'button',
        {
          type: 'button',
          dataset: { action: 'editor-clear' },
          onclick: () => {
            rows = rows.map((r) => r.map(() => ''));
            draw();
          },
        },
        'Clear the board',
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          dataset: { action: 'analyse' },
          onclick: () => onAnalyse(current(), error),
        },
        'Analyse this position',
      ),
    ),
    error,
  );
  renderPalette();
  fillFields();
  draw();
  return { element, current };
}
