// The home page: every game of the catalogue with a picture of its start position, how to start
// a game, this browser's games in progress and record import. Everything about a game comes
// from its descriptor.

import { api } from './api.js';
import { boardPicture } from './board.js';
import { h } from './dom.js';
import { byDesigner, listWords, parseBoard, siteOf } from './games.js';
import { forgetGame, saveGame, savedGames } from './store.js';
import { lobbySection } from './lobby.js';

/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */

const NUMBERS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** "six", or the digits past twelve. */
export function countWords(n) {
  return NUMBERS[n] || String(n);
}

/** "Mad Rooks, ... and Monkey Queen are games by Mark Steere (marksteeregames.com)." for each designer. */
export function designerCredits(games, tail = '.') {
  return byDesigner(games).map(({ designer, names }) =>
    h(
      'p',
      { class: 'credit' },
      `${listWords(names)} ${names.length > 1 ? 'are games' : 'is a game'} by ${designer.name} (`,
      h('a', { href: designer.url, rel: 'noopener' }, siteOf(designer.url)),
      `)${tail}`,
    ),
  );
}

/** "3 to 99 each, 20 by default." (or each parameter's bounds when they differ). */
function boundsWords(parameters) {
  const words = (p) => `${p.min} to ${p.max}, ${p.defaultValue} by default`;
  const all = new Set(parameters.map(words));
  if (all.size === 1) return `${words(parameters[0]).replace(',', parameters.length > 1 ? ' each,' : ',')}.`;
  return parameters.map((p) => `${p.description}: ${words(p)}`).join('; ') + '.';
}

/** The spec for a card's parameter fields: the id, then every value that is not the default. */
function specOf(game, form) {
  const params = [];
  for (const p of game.descriptor.parameters) {
    const v = Number(form.elements[p.key].value);
    if (v !== p.defaultValue) params.push(`${p.key}=${v}`);
  }
  return params.length ? `${game.id}:${params.join(',')}` : game.id;
}

function levelLabel(level) {
  if (level.startsWith('engine:')) return `${level.slice('engine:'.length)} (outside engine)`;
  const n = level.split(':')[1];
  if (n === '1') return '1 (gentlest)';
  if (n === 'max') return 'max (strongest)';
  return n;
}

/** The request body for a new game from a card's options. */
function gameOptions(game, form, opponent) {
  const body = { game: specOf(game, form), opponent, color: form.elements.color.value };
  if (opponent === 'computer') body.level = form.elements.level.value;
  const time = form.elements.time.value;
  if (time === 'clock')
    body.clock = {
      type: 'clock',
      minutes: Number(form.elements.minutes.value),
      increment: Number(form.elements.increment.value),
    };
  else if (time === 'correspondence') body.clock = { type: 'correspondence', days: Number(form.elements.days.value) };
  else body.clock = { type: 'none' };
  return body;
}

export async function startGame(body, errorBox) {
  errorBox.textContent = '';
  try {
    const created = await api.createGame(body);
    saveGame({
      id: created.id,
      token: created.token,
      seat: created.seat,
      name: created.state.name,
      spec: created.state.spec || created.state.game,
      opponent: body.opponent || created.state.opponent,
      invite: created.links && created.links.invite ? new URL(created.links.invite, location.href).href : null,
    });
    location.assign(`/g/${encodeURIComponent(created.id)}`);
  } catch (e) {
    errorBox.textContent = e.message;
  }
}

function numberField(label, name, min, max, value, hint) {
  return h(
    'label',
    { class: 'field' },
    h('span', {}, label),
    h('input', {
      type: 'number',
      name,
      min,
      max,
      value,
      required: true,
      inputmode: 'numeric',
      'aria-describedby': hint || null,
    }),
  );
}

/** @param {CatalogEntry} game */
function gameCard(game, levels) {
  const d = game.descriptor;
  const errorBox = h('p', { class: 'error', role: 'alert' });
  const picture = h('div', { class: 'picture' });
  const form = h('form', { class: 'options', onsubmit: (e) => e.preventDefault() });
  const sides = game.sides;

  form.append(
    h(
      'label',
      { class: 'field' },
      h('span', {}, 'Level'),
      h(
        'select',
        { name: 'level' },
        levels
          .concat(game.engines || [])
          .map((l) => h('option', { value: l, selected: l === 'level:1' }, levelLabel(l))),
      ),
    ),
    h(
      'label',
      { class: 'field' },
      h('span', {}, 'You play'),
      h(
        'select',
        { name: 'color' },
        h('option', { value: 'random' }, 'Random colour'),
        h('option', { value: 'first' }, `${sides[0]} (moves first)`),
        h('option', { value: 'second' }, sides[1]),
      ),
    ),
    h(
      'label',
      { class: 'field' },
      h('span', {}, 'Time'),
      h(
        'select',
        { name: 'time', onchange: () => showTime() },
        h('option', { value: 'none' }, 'No clock'),
        h('option', { value: 'clock' }, 'Clock'),
        h('option', { value: 'correspondence' }, 'Days per move'),
      ),
    ),
  );
  const clockFields = h(
    'div',
    { class: 'row clock-fields', hidden: true },
    numberField('Minutes', 'minutes', 1, 180, 5),
    numberField('Increment (s)', 'increment', 0, 60, 3),
  );
  const dayFields = h('div', { class: 'row day-fields', hidden: true }, numberField('Days per move', 'days', 1, 14, 3));
  form.append(clockFields, dayFields);
  function showTime() {
    clockFields.hidden = form.elements.time.value !== 'clock';
    dayFields.hidden = form.elements.time.value !== 'correspondence';
  }
  if (d.parameters.length) {
    const hintId = `params-hint-${game.id}`;
    form.append(
      h(
        'div',
        { class: 'row' },
        ...d.parameters.map((p) =>
          numberField(
            p.description.charAt(0).toUpperCase() + p.description.slice(1),
            p.key,
            p.min,
            p.max,
            p.defaultValue,
            hintId,
          ),
        ),
      ),
      h('p', { class: 'hint', id: hintId }, boundsWords(d.parameters)),
    );
  }

  const start = (opponent) => () => {
    if (!form.reportValidity()) return;
    startGame(gameOptions(game, form, opponent), errorBox);
  };

  const card = h(
    'article',
    { class: 'card', id: `game-${game.id}`, 'aria-labelledby': `title-${game.id}`, dataset: { game: game.id } },
    h('h2', { id: `title-${game.id}` }, game.name),
    picture,
    h('p', { class: 'blurb' }, d.summary),
    // A traditional game's summary says so; its credit line stays, empty, so the cards line up.
    d.designer
      ? h('p', { class: 'credit small' }, 'By ', h('a', { href: d.designer.url, rel: 'noopener' }, d.designer.name))
      : h('p', { class: 'credit small' }),
    h(
      'p',
      { class: 'rules-link' },
      h('a', { href: `/?rules=${encodeURIComponent(game.id)}` }, `Rules of ${game.name}`),
      ' · ',
      h('a', { href: `/?analyse=${encodeURIComponent(game.id)}`, dataset: { action: 'analyse' } }, 'Analysis board'),
    ),
    h(
      'div',
      { class: 'actions' },
      // Each card's buttons say their game to screen readers (six cards, six "Play the computer").
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          onclick: start('computer'),
          dataset: { action: 'computer' },
          'aria-label': `Play the computer: ${game.name}`,
        },
        'Play the computer',
      ),
      h(
        'button',
        {
          type: 'button',
          onclick: start('friend'),
          dataset: { action: 'friend' },
          'aria-label': `Invite a friend: ${game.name}`,
        },
        'Invite a friend',
      ),
      h(
        'button',
        {
          type: 'button',
          onclick: start('hotseat'),
          dataset: { action: 'hotseat' },
          'aria-label': `Hot-seat: ${game.name}`,
        },
        'Hot-seat',
      ),
    ),
    h('details', { class: 'more' }, h('summary', {}, 'Options'), form),
    errorBox,
  );
  const view = boardPicture(picture, d, parseBoard(game.initialPosition));
  if (d.parameters.length) {
    // The picture follows the parameters (a handicap, a board size) before the game starts: the
    // server makes the start position they give.
    let asked = 0;
    form.addEventListener('input', async () => {
      if (!d.parameters.every((p) => form.elements[p.key].checkValidity())) return;
      const ticket = ++asked;
      try {
        const entry = await api.catalogEntry(specOf(game, form));
        if (ticket === asked) view.update({ board: parseBoard(entry.initialPosition) });
      } catch {
        /* the picture is a nicety */
      }
    });
  }
  return card;
}

/** "as Red against the computer (level 3)", "as Blue against a friend", "hot-seat". */
function savedDetails(s) {
  if (s.you === 'both') return '(hot-seat)';
  const mine = s.you === 0 || s.you === 1 ? s.seats[s.you] : null;
  const other = mine ? s.seats[1 - s.you] : null;
  const against = !other
    ? ''
    : other.kind === 'computer'
      ? `the computer${other.level ? ` (${other.level.replace('level:', 'level ')})` : ''}`
      : 'a friend';
  return mine ? `(as ${mine.color} against ${against})` : '(watching)';
}

function savedList() {
  const games = savedGames();
  const list = h('ul', { class: 'saved' });
  const section = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'saved-title' },
    h('h2', { id: 'saved-title' }, 'Your games in this browser'),
    list,
  );
  if (!games.length) {
    list.append(
      h(
        'li',
        { class: 'muted' },
        'None yet. Games you start or join here are listed here, so you can come back to them.',
      ),
    );
    return section;
  }
  for (const g of games) {
    const status = h('span', { class: 'status muted' }, '…');
    const details = h('span', { class: 'details' });
    const started = g.saved
      ? new Date(g.saved).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
      : '';
    const item = h(
      'li',
      {},
      h('a', { href: `/g/${encodeURIComponent(g.id)}` }, g.name || g.spec || g.id),
      ' ',
      details,
      ' ',
      status,
      started ? h('span', { class: 'muted small date' }, ` · ${started}`) : null,
      ' ',
      h(
        'button',
        {
          type: 'button',
          class: 'ghost small',
          'aria-label': `Forget ${g.name || g.id}`,
          onclick: () => {
            forgetGame(g.id);
            item.remove();
          },
        },
        'Forget',
      ),
    );
    list.append(item);
    api
      .state(g.id, g.token)
      .then((s) => {
        details.textContent = savedDetails(s);
        if (s.status === 'active')
          status.textContent = s.toMove === s.you || s.you === 'both' ? '— your move' : '— in progress';
        else status.textContent = s.status === 'finished' ? `— finished ${s.result || ''}` : '— aborted';
      })
      .catch((e) => {
        status.textContent = e.status === 404 ? '— no longer on the server' : '';
      });
  }
  return section;
}

function importSection(example, levels) {
  const error = h('p', { class: 'error', role: 'alert' });
  const text = h('textarea', {
    name: 'record',
    rows: 6,
    spellcheck: 'false',
    'aria-label': 'Game record',
    placeholder: `[Game "${example}"]\n\n<moves> *`,
  });
  const file = h('input', { type: 'file', accept: '.txt,.pgn,text/plain', 'aria-label': 'Record file' });
  file.addEventListener('change', async () => {
    if (file.files[0]) text.value = await file.files[0].text();
  });
  const opponent = h(
    'select',
    { name: 'opponent', 'aria-label': 'Continue as' },
    h('option', { value: 'hotseat' }, 'Hot-seat (both sides here)'),
    h('option', { value: 'computer' }, 'Against the computer'),
    h('option', { value: 'friend' }, 'With a friend (invite link)'),
  );
  // Against the computer (or a friend) the player chooses a level and which side he takes on.
  const level = h(
    'select',
    { name: 'import-level', 'aria-label': 'Computer level' },
    levels.map((l) => h('option', { value: l, selected: l === 'level:1' }, `Level ${levelLabel(l)}`)),
  );
  const colour = h(
    'select',
    { name: 'import-color', 'aria-label': 'You play' },
    h('option', { value: 'random' }, 'Random side'),
    h('option', { value: 'first' }, 'The side that moved first'),
    h('option', { value: 'second' }, 'The side that moved second'),
  );
  const showChoices = () => {
    level.hidden = opponent.value !== 'computer';
    colour.hidden = opponent.value === 'hotseat';
  };
  opponent.addEventListener('change', showChoices);
  showChoices();
  const go = () => {
    if (!text.value.trim()) {
      error.textContent = 'Paste a record or choose a file first.';
      return;
    }
    const body = {
      record: text.value,
      opponent: opponent.value,
      color: opponent.value === 'hotseat' ? 'random' : colour.value,
    };
    if (opponent.value === 'computer') body.level = level.value;
    startGame(body, error);
  };
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'import-title' },
    h('h2', { id: 'import-title' }, 'Import a game record'),
    h(
      'p',
      { class: 'muted' },
      'Paste a record or load a file: the game starts from its Start position (if any), replays every move and carries on. A finished record opens for review.',
    ),
    text,
    h(
      'div',
      { class: 'row' },
      file,
      opponent,
      level,
      colour,
      h('button', { type: 'button', id: 'import-button', onclick: go }, 'Open record'),
    ),
    error,
  );
}

export async function showHome(main) {
  const intro = h('section', { class: 'intro' }, h('h1', {}, 'Play board games'));
  main.replaceChildren(intro);
  let catalog;
  try {
    catalog = await api.catalog();
  } catch (e) {
    main.append(h('p', { class: 'error', role: 'alert' }, 'The list of games could not be loaded: ', e.message));
    return;
  }
  const games = catalog.games;
  document.title = `Boardwright: ${countWords(games.length)} board games`;
  intro.replaceChildren(
    h('h1', {}, `Play ${countWords(games.length)} board games`),
    h(
      'p',
      {},
      `${listWords(games.map((g) => g.name))}: against the computer, with a friend over a link, or two people at one screen.`,
    ),
    ...designerCredits(games),
  );
  const grid = h(
    'div',
    { class: 'cards' },
    games.map((g) => gameCard(g, catalog.levels || ['level:1'])),
  );
  main.append(
    lobbySection(catalog),
    grid,
    h(
      'div',
      { class: 'two' },
      savedList(),
      importSection(games.length ? games[0].id : 'id', catalog.levels || ['level:1']),
    ),
  );
}
