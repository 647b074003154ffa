// The home page: the six games with a picture of each start position, how to start a game,
// this browser's games in progress, record import, and the rules pages.

import { api } from './api.js';
import { boardPicture } from './board.js';
import { h, steereCredit } from './dom.js';
import { GAMES, GAME_IDS, parseBoard } from './games.js';
import { RULES, SHORT } from './rules.js';
import { forgetGame, saveGame, savedGames } from './store.js';

function levelLabel(level) {
  const n = level.split(':')[1];
  if (n === '1') return '1 (gentlest)';
  if (n === 'max') return 'max (strongest)';
  return n;
}

/** The request body for a new game from a card's options. */
function gameOptions(game, form, opponent) {
  let spec = game.id;
  if (game.id === 'monkeyqueen') {
    const params = [];
    for (const p of game.parameters || []) {
      const v = Number(form.elements[p.key].value);
      if (v !== p.default) params.push(`${p.key}=${v}`);
    }
    if (params.length) spec += ':' + params.join(',');
  }
  const body = { game: spec, opponent, color: form.elements.color.value };
  if (opponent === 'computer') body.level = form.elements.level.value;
  const time = form.elements.time.value;
  if (time === 'clock') body.clock = { type: 'clock', minutes: Number(form.elements.minutes.value), increment: Number(form.elements.increment.value) };
  else if (time === 'correspondence') body.clock = { type: 'correspondence', days: Number(form.elements.days.value) };
  else body.clock = { type: 'none' };
  return body;
}

export async function startGame(body, errorBox) {
  errorBox.textContent = '';
  try {
    const created = await api.createGame(body);
    saveGame({
      id: created.id, token: created.token, seat: created.seat, name: created.state.name,
      spec: created.state.spec || created.state.game, opponent: body.opponent || created.state.opponent,
      invite: created.links && created.links.invite ? new URL(created.links.invite, location.href).href : null,
    });
    location.assign(`/g/${encodeURIComponent(created.id)}`);
  } catch (e) {
    errorBox.textContent = e.message;
  }
}

function numberField(label, name, min, max, value, hint) {
  return h('label', { class: 'field' }, h('span', {}, label),
    h('input', { type: 'number', name, min, max, value, required: true, inputmode: 'numeric', 'aria-describedby': hint || null }));
}

function gameCard(game, levels) {
  const meta = GAMES[game.id];
  const errorBox = h('p', { class: 'error', role: 'alert' });
  const picture = h('div', { class: 'picture' });
  const form = h('form', { class: 'options', onsubmit: (e) => e.preventDefault() });
  const sides = game.sides;

  form.append(
    h('label', { class: 'field' }, h('span', {}, 'Level'),
      h('select', { name: 'level' }, levels.map((l) => h('option', { value: l, selected: l === 'level:1' }, levelLabel(l))))),
    h('label', { class: 'field' }, h('span', {}, 'You play'),
      h('select', { name: 'color' },
        h('option', { value: 'random' }, 'Random colour'),
        h('option', { value: 'first' }, `${sides[0]} (moves first)`),
        h('option', { value: 'second' }, sides[1]))),
    h('label', { class: 'field' }, h('span', {}, 'Time'),
      h('select', { name: 'time', onchange: () => showTime() },
        h('option', { value: 'none' }, 'No clock'),
        h('option', { value: 'clock' }, 'Clock'),
        h('option', { value: 'correspondence' }, 'Days per move'))),
  );
  const clockFields = h('div', { class: 'row clock-fields', hidden: true },
    numberField('Minutes', 'minutes', 1, 180, 5), numberField('Increment (s)', 'increment', 0, 60, 3));
  const dayFields = h('div', { class: 'row day-fields', hidden: true }, numberField('Days per move', 'days', 1, 14, 3));
  form.append(clockFields, dayFields);
  function showTime() {
    clockFields.hidden = form.elements.time.value !== 'clock';
    dayFields.hidden = form.elements.time.value !== 'correspondence';
  }
  if (game.id === 'monkeyqueen') {
    const hintId = 'mq-heights-hint';
    form.append(h('div', { class: 'row' },
      ...(game.parameters || []).map((p) => numberField(`${p.key === 'ivory' ? 'Ivory' : 'Cigar'} stack`, p.key, p.min, p.max, p.default, hintId))),
      h('p', { class: 'hint', id: hintId }, 'Starting heights, 3 to 99. Give the weaker player more checkers as a handicap.'));
  }

  const start = (opponent) => () => {
    if (!form.reportValidity()) return;
    startGame(gameOptions(game, form, opponent), errorBox);
  };

  const card = h('article', { class: 'card', 'aria-labelledby': `title-${game.id}`, dataset: { game: game.id } },
    h('h2', { id: `title-${game.id}` }, game.name),
    picture,
    h('p', { class: 'blurb' }, SHORT[game.id] || ''),
    meta && meta.author ? h('p', { class: 'credit small' }, 'By ', h('a', { href: meta.author.url, rel: 'noopener' }, meta.author.name)) : h('p', { class: 'credit small' }, game.id === 'checkers' ? 'Traditional' : 'A checkers variant'),
    h('p', {}, h('a', { href: `/?rules=${game.id}` }, `Rules of ${game.name}`)),
    h('div', { class: 'actions' },
      h('button', { type: 'button', class: 'primary', onclick: start('computer'), dataset: { action: 'computer' } }, 'Play the computer'),
      h('button', { type: 'button', onclick: start('friend'), dataset: { action: 'friend' } }, 'Invite a friend'),
      h('button', { type: 'button', onclick: start('hotseat'), dataset: { action: 'hotseat' } }, 'Hot-seat')),
    h('details', { class: 'more' }, h('summary', {}, 'Options'), form),
    errorBox);
  const startBoard = parseBoard(game.initialPosition);
  const view = boardPicture(picture, game.id, game.sides, startBoard);
  if (game.id === 'monkeyqueen') {
    // The picture follows the chosen heights, so the handicap shows before the game starts.
    form.addEventListener('input', () => {
      const heights = { I: form.elements.ivory.value, C: form.elements.cigar.value };
      const board = startBoard.map((row) => row.map((sq) => (sq && sq.length > 1 && /^\d+$/.test(heights[sq[0]]) ? sq[0] + Number(heights[sq[0]]) : sq)));
      view.update({ board });
    });
  }
  return card;
}

function savedList() {
  const games = savedGames();
  const list = h('ul', { class: 'saved' });
  const section = h('section', { class: 'panel', 'aria-labelledby': 'saved-title' },
    h('h2', { id: 'saved-title' }, 'Your games in this browser'), list);
  if (!games.length) {
    list.append(h('li', { class: 'muted' }, 'None yet. Games you start or join here are listed here, so you can come back to them.'));
    return section;
  }
  for (const g of games) {
    const status = h('span', { class: 'status muted' }, '…');
    const item = h('li', {},
      h('a', { href: `/g/${encodeURIComponent(g.id)}` }, g.name || g.spec || g.id),
      ' ', status, ' ',
      h('button', { type: 'button', class: 'ghost small', 'aria-label': `Forget ${g.name || g.id}`, onclick: () => { forgetGame(g.id); item.remove(); } }, 'Forget'));
    list.append(item);
    api.state(g.id, g.token).then((s) => {
      if (s.status === 'active') status.textContent = s.toMove === s.you || s.you === 'both' ? '— your move' : '— in progress';
      else status.textContent = s.status === 'finished' ? `— finished ${s.result || ''}` : '— aborted';
    }).catch((e) => { status.textContent = e.status === 404 ? '— no longer on the server' : ''; });
  }
  return section;
}

function importSection() {
  const error = h('p', { class: 'error', role: 'alert' });
  const text = h('textarea', { name: 'record', rows: 6, spellcheck: 'false', 'aria-label': 'Game record', placeholder: '[Game "madrooks"]\n\na1xa2 b1xb2 ... *' });
  const file = h('input', { type: 'file', accept: '.txt,.pgn,text/plain', 'aria-label': 'Record file' });
  file.addEventListener('change', async () => { if (file.files[0]) text.value = await file.files[0].text(); });
  const opponent = h('select', { name: 'opponent', 'aria-label': 'Continue as' },
    h('option', { value: 'hotseat' }, 'Hot-seat (both sides here)'),
    h('option', { value: 'computer' }, 'Against the computer (level 1)'),
    h('option', { value: 'friend' }, 'With a friend (invite link)'));
  const go = () => {
    if (!text.value.trim()) { error.textContent = 'Paste a record or choose a file first.'; return; }
    const body = { record: text.value, opponent: opponent.value, color: 'random' };
    if (opponent.value === 'computer') body.level = 'level:1';
    startGame(body, error);
  };
  return h('section', { class: 'panel', 'aria-labelledby': 'import-title' },
    h('h2', { id: 'import-title' }, 'Import a game record'),
    h('p', { class: 'muted' }, 'Paste a record or load a file: the game starts from its Start position (if any), replays every move and carries on. A finished record opens for review.'),
    text, h('div', { class: 'row' }, file, opponent, h('button', { type: 'button', id: 'import-button', onclick: go }, 'Open record')), error);
}

export async function showHome(main) {
  document.title = 'Boardwright: six board games';
  main.replaceChildren(
    h('section', { class: 'intro' },
      h('h1', {}, 'Play six board games'),
      h('p', {}, 'Mark Steere\'s Mad Rooks, Mad Bishops, Cage and Monkey Queen, English checkers and Checkers with the Twist: against the computer, with a friend over a link, or two people at one screen.'),
      h('p', { class: 'credit' }, 'Mad Rooks, Mad Bishops, Cage and Monkey Queen are games by Mark Steere (',
        h('a', { href: 'https://www.marksteeregames.com', rel: 'noopener' }, 'marksteeregames.com'), ').')));
  let catalog;
  try {
    catalog = await api.catalog();
  } catch (e) {
    main.append(h('p', { class: 'error', role: 'alert' }, 'The list of games could not be loaded: ', e.message));
    return;
  }
  const byId = new Map(catalog.games.map((g) => [g.id, g]));
  const grid = h('div', { class: 'cards' }, GAME_IDS.filter((id) => byId.has(id)).map((id) => gameCard(byId.get(id), catalog.levels || ['level:1'])));
  main.append(grid, h('div', { class: 'two' }, savedList(), importSection()));
}

export async function showRules(main, id) {
  const meta = GAMES[id];
  if (!meta) { main.replaceChildren(h('p', { class: 'error' }, 'No such game. ', h('a', { href: '/' }, 'All games'))); return; }
  const title = meta.title;
  document.title = `Rules of ${title} · Boardwright`;
  const picture = h('div', { class: 'picture' });
  main.replaceChildren(h('article', { class: 'rules' },
    h('p', {}, h('a', { href: '/' }, '← All games')),
    h('h1', {}, `Rules of ${title}`),
    steereCredit(meta.author),
    picture,
    ...RULES[id].map(([heading, paras]) => h('section', {}, h('h2', {}, heading), ...paras.map((p) => h('p', {}, p)))),
    h('section', {}, h('h2', {}, 'Notation'),
      h('p', {}, 'Squares are named as in chess: files a, b, c… from the left, ranks 1, 2, 3… from the bottom as the first player sees it. A move is written origin-destination (a1-a7); a capture with x (d4xd7, or every landing square of a jump chain: a1xc3xe5). You can type moves instead of clicking.'))));
  try {
    const catalog = await api.catalog();
    const game = catalog.games.find((g) => g.id === id);
    if (game) boardPicture(picture, id, game.sides, parseBoard(game.initialPosition));
  } catch (e) { /* the picture is a nicety */ }
}

export function showAbout(main) {
  document.title = 'About · Boardwright';
  main.replaceChildren(h('article', { class: 'rules' },
    h('h1', {}, 'About Boardwright'),
    h('p', {}, 'Boardwright plays six two-player board games in the browser, in a terminal and over an engine protocol.'),
    h('p', { class: 'credit' }, 'Mad Rooks, Mad Bishops, Cage and Monkey Queen are games by Mark Steere (',
      h('a', { href: 'https://www.marksteeregames.com', rel: 'noopener' }, 'marksteeregames.com'),
      '). They keep his names and his rules here. English checkers is traditional; Checkers with the Twist adds options and dice to it.'),
    h('p', {}, 'Where the program adds a limit of its own (an "engine policy", such as a ply limit), it says so when the limit ends a game.'),
    h('ul', {}, GAME_IDS.map((id) => h('li', {}, h('a', { href: `/?rules=${id}` }, `Rules of ${GAMES[id].title}`))))));
}
