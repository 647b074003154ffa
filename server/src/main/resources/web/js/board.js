// The board as SVG: vector shapes that stay crisp at any size, coordinates on the edges, an
// optional flip, and a labelled grid of squares for screen readers and the keyboard.

import { isDark, isPlayable, pieceOf, pieceWords, squareName } from './games.js';
import { drawPiece } from './pictures.js';

const SVG = 'http://www.w3.org/2000/svg';
const SQ = 100; // one square in SVG units
const PAD = 6; // a thin frame on the top and right

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

/**
 * Draws a board into `container` and redraws it on update(). Options:
 * descriptor (the game's, from the catalogue), board (rows from the top rank down), flipped,
 * marks {last: [sq], selected: sq, targets: Map(sq -> {capture}), hint: [sq], path: [sq]},
 * interactive, onSquare(sq), label (the grid's accessible name), numbers (Map(sq -> label): the
 * squares' numbers, drawn in their top left corners).
 */
export function createBoard(container, initial) {
  let opts = { ...initial };
  const svg = el('svg', { class: 'board', role: 'grid', focusable: 'false' });
  container.appendChild(svg);
  let focusSquare = null;

  svg.addEventListener('click', (event) => {
    const cell = event.target.closest('[data-sq]');
    // A board that cannot act now still hears the click when it can say why (tellWhy).
    if (cell && (opts.interactive || opts.tellWhy) && opts.onSquare) opts.onSquare(cell.dataset.sq);
  });
  svg.addEventListener('keydown', (event) => {
    const cell = event.target.closest('[data-sq]');
    if (!cell) return;
    const col = Number(cell.dataset.col),
      row = Number(cell.dataset.row);
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (moves[event.key]) {
      event.preventDefault();
      const w = opts.board[0].length,
        h = opts.board.length;
      const c = Math.max(0, Math.min(w - 1, col + moves[event.key][0]));
      const r = Math.max(0, Math.min(h - 1, row + moves[event.key][1]));
      const next = svg.querySelector(`[data-col="${c}"][data-row="${r}"]`);
      if (next) {
        cell.setAttribute('tabindex', '-1');
        next.setAttribute('tabindex', '0');
        next.focus();
        focusSquare = next.dataset.sq;
      }
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if ((opts.interactive || opts.tellWhy) && opts.onSquare) opts.onSquare(cell.dataset.sq);
    }
  });
  svg.addEventListener('focusin', (event) => {
    const cell = event.target.closest('[data-sq]');
    if (cell) focusSquare = cell.dataset.sq;
  });

  function render() {
    const { descriptor, board, flipped } = opts;
    const marks = opts.marks || {};
    const h = board.length,
      w = board[0].length;
    // Room for the coordinates on the left and bottom; bigger boards are drawn smaller, so their
    // coordinates get bigger type to stay readable on a phone.
    const EDGE = w >= 12 ? 50 : 40;
    const coordSize = w >= 12 ? 36 : w >= 10 ? 31 : 28;
    const hadFocus = svg.contains(document.activeElement);
    svg.replaceChildren();
    svg.setAttribute('viewBox', `0 0 ${EDGE + w * SQ + PAD} ${PAD + h * SQ + EDGE}`);
    // The box keeps the board's shape (square until drawn), so a long board leaves no gap.
    container.style.aspectRatio = `${EDGE + w * SQ + PAD} / ${PAD + h * SQ + EDGE}`;
    svg.setAttribute('aria-label', opts.label || `${descriptor.name} board`);
    svg.setAttribute('role', opts.picture ? 'img' : 'grid');
    svg.classList.toggle('interactive', !!opts.interactive);
    el('rect', { x: 0, y: 0, width: EDGE + w * SQ + PAD, height: PAD + h * SQ + EDGE, class: 'frame' }, svg);

    const last = new Set(marks.last || []);
    const previous = new Set((marks.previous || []).filter((sq) => !last.has(sq)));
    const fading = new Set(marks.fading || []);
    const named = new Set(marks.named || []);
    const hint = new Set(marks.hint || []);
    const path = new Set(marks.path || []);
    const targets = marks.targets || new Map();
    let tabbable = focusSquare;
    if (!tabbable) tabbable = squareName(flipped ? w - 1 : 0, flipped ? h - 1 : 0);

    for (let row = 0; row < h; row++) {
      const rank = flipped ? row + 1 : h - row;
      const rowGroup = el('g', opts.picture ? {} : { role: 'row', 'aria-label': `rank ${rank}` }, svg);
      for (let col = 0; col < w; col++) {
        const x = flipped ? w - 1 - col : col;
        const y = flipped ? row : h - 1 - row;
        const sq = squareName(x, y);
        const text = board[h - 1 - y][x];
        const px = EDGE + col * SQ,
          py = PAD + row * SQ;
        const playable = isPlayable(descriptor, x, y);
        const name = opts.squareName ? String(opts.squareName(sq)) : sq;
        const words = [name, playable ? pieceWords(descriptor, text) : 'unused square'];
        if (last.has(sq)) words.push('last move');
        if (previous.has(sq)) words.push('move before');
        if (fading.has(sq)) words.push('jumped');
        if (named.has(sq)) words.push(marks.namedWords || 'named by this turn');
        if (marks.selected === sq) words.push('selected');
        if (targets.has(sq)) words.push(targets.get(sq).capture ? 'capture here' : 'can move here');
        const cell = el(
          'g',
          {
            role: 'gridcell',
            'data-sq': sq,
            'data-col': col,
            'data-row': row,
            'data-piece': text || '',
            tabindex: sq === tabbable ? '0' : '-1',
            'aria-label': words.join(', '),
          },
          rowGroup,
        );
        if (opts.picture) for (const name of ['role', 'tabindex', 'aria-label']) cell.removeAttribute(name);
        if (marks.selected === sq) cell.setAttribute('aria-selected', 'true');
        el('rect', { x: px, y: py, width: SQ, height: SQ, class: isDark(x, y) ? 'sq dark' : 'sq light' }, cell);
        // The last move: a tint and corner triangles (a shape, not colour alone); the move before
        // it (one's own, while the reply lands): a dashed frame.
        if (last.has(sq)) {
          el('rect', { x: px, y: py, width: SQ, height: SQ, class: 'mark-last' }, cell);
          el(
            'path',
            {
              d: `M${px},${py} h26 L${px},${py + 26} Z M${px + SQ},${py + SQ} h-26 L${px + SQ},${py + SQ - 26} Z`,
              class: 'mark-last-corner',
            },
            cell,
          );
        }
        if (previous.has(sq))
          el('rect', { x: px + 5, y: py + 5, width: SQ - 10, height: SQ - 10, class: 'mark-previous' }, cell);
        if (path.has(sq)) el('rect', { x: px + 4, y: py + 4, width: SQ - 8, height: SQ - 8, class: 'mark-path' }, cell);
        if (marks.selected === sq) {
          // Selected: a thick frame in two colours (seen on either square) and a corner notch.
          el('rect', { x: px + 5, y: py + 5, width: SQ - 10, height: SQ - 10, class: 'mark-selected-under' }, cell);
          el('rect', { x: px + 5, y: py + 5, width: SQ - 10, height: SQ - 10, class: 'mark-selected' }, cell);
        }
        if (hint.has(sq))
          el('rect', { x: px + 8, y: py + 8, width: SQ - 16, height: SQ - 16, class: 'mark-hint' }, cell);
        const piece = pieceOf(descriptor, text);
        if (piece) {
          const drawn = drawPiece(cell, descriptor, piece, px + SQ / 2, py + SQ / 2);
          if (fading.has(sq)) drawn.classList.add('fading');
        }
        // A square the turn's phase names (a boosted king, a piece that may not move): a diamond badge.
        // The square's number (checkers' 1-32), over the piece so it stays readable.
        if (opts.numbers && opts.numbers.has(sq)) {
          const n = el(
            'text',
            {
              x: px + 6,
              y: py + 6,
              class: 'square-number',
              'font-size': 22,
              'dominant-baseline': 'hanging',
              'aria-hidden': 'true',
            },
            cell,
          );
          n.textContent = opts.numbers.get(sq);
          if (!opts.picture && name !== opts.numbers.get(sq))
            cell.setAttribute('aria-label', `${words.join(', ')}, square ${opts.numbers.get(sq)}`);
        }
        if (named.has(sq))
          el('path', { d: `M${px + SQ - 18},${py + 4} l14,14 l-14,14 l-14,-14 Z`, class: 'mark-named' }, cell);
        if (targets.has(sq)) {
          if (text) el('circle', { cx: px + SQ / 2, cy: py + SQ / 2, r: 44, class: 'mark-capture' }, cell);
          else
            el(
              'circle',
              {
                cx: px + SQ / 2,
                cy: py + SQ / 2,
                r: targets.get(sq).capture ? 20 : 15,
                class: targets.get(sq).capture ? 'mark-jump' : 'mark-target',
              },
              cell,
            );
        }
      }
    }
    // Coordinates: files along the bottom, ranks up the left, as the viewer sees them; none when
    // the squares carry their numbers (two names for one square would only confuse).
    const coords = el('g', { class: 'coords', 'aria-hidden': 'true' }, svg);
    const showCoords = !(opts.numbers && opts.numbers.size);
    for (let col = 0; col < w && showCoords; col++) {
      const x = flipped ? w - 1 - col : col;
      const t = el(
        'text',
        {
          x: EDGE + col * SQ + SQ / 2,
          y: PAD + h * SQ + EDGE / 2 + 2,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          class: 'coord',
          'font-size': coordSize,
        },
        coords,
      );
      t.textContent = String.fromCharCode(97 + x);
    }
    for (let row = 0; row < h && showCoords; row++) {
      const y = flipped ? row : h - 1 - row;
      // Two-digit ranks ("10") get a narrower type so they keep clear of the strip's edges.
      const size = y + 1 >= 10 ? Math.round(coordSize * 0.8) : coordSize;
      const t = el(
        'text',
        {
          x: EDGE / 2,
          y: PAD + row * SQ + SQ / 2,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          class: 'coord',
          'font-size': size,
        },
        coords,
      );
      t.textContent = String(y + 1);
    }
    if (hadFocus && focusSquare) {
      const again = svg.querySelector(`[data-sq="${focusSquare}"]`);
      if (again) again.focus();
    }
  }

  render();
  return {
    element: svg,
    update(changes) {
      opts = { ...opts, ...changes };
      render();
    },
    get options() {
      return opts;
    },
  };
}

/** A small, non-interactive picture of a position (home page cards). */
export function boardPicture(container, descriptor, board) {
  // A picture is one image to assistive technology, not a grid of cells.
  const view = createBoard(container, {
    descriptor,
    board,
    flipped: false,
    interactive: false,
    picture: true,
    label: `${descriptor.name}: the start position`,
  });
  // A picture is no tab stop.
  view.element.setAttribute('tabindex', '-1');
  for (const node of view.element.querySelectorAll('[tabindex]')) node.setAttribute('tabindex', '-1');
  return view;
}
