// The rules pages and the about page. A game's rules in plain words are data, /rules/<id>.json
// (from docs/rules/): {sections: [{heading, paragraphs}]}; the title, credit, picture and the
// legend of its pieces come from the catalogue.

import { api } from './api.js';
import { boardPicture } from './board.js';
import { designerCredit, h } from './dom.js';
import { entryFor, parseBoard } from './games.js';
import { countWords, designerCredits, startGame } from './home.js';
import { pieceIcon } from './pictures.js';

/** @typedef {import('./types.js').Descriptor} Descriptor */

/** The rules of a game in words, or null when this server has no page for it. */
export async function rulesText(id) {
  try {
    const response = await fetch(`/rules/${encodeURIComponent(id)}.json`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    return await response.json();
  } catch {
    return null;
  }
}

/** Every kind of piece with its picture and legend. @param {Descriptor} d */
function legend(d) {
  return h(
    'section',
    {},
    h('h2', {}, 'Legend'),
    h(
      'ul',
      { class: 'legend' },
      d.pieces.map((p) =>
        h('li', {}, pieceIcon(d, { side: p.side, shape: p.shape, height: p.minHeight }), ' ', p.legend),
      ),
    ),
  );
}

/** Play now: against the computer (level 1, a random side), with a friend, or hot-seat. */
function playButtons(game) {
  const error = h('p', { class: 'error', role: 'alert' });
  const start = (opponent) => () =>
    startGame(
      opponent === 'computer'
        ? { game: game.id, opponent, color: 'random', level: 'level:1' }
        : { game: game.id, opponent, color: 'random' },
      error,
    );
  return h(
    'div',
    { class: 'play-buttons' },
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        { type: 'button', class: 'primary', dataset: { action: 'computer' }, onclick: start('computer') },
        'Play the computer',
      ),
      h('button', { type: 'button', dataset: { action: 'friend' }, onclick: start('friend') }, 'Invite a friend'),
      h('button', { type: 'button', dataset: { action: 'hotseat' }, onclick: start('hotseat') }, 'Hot-seat'),
      h('a', { href: `/#game-${encodeURIComponent(game.id)}` }, 'More options'),
    ),
    error,
  );
}

export async function showRules(main, id) {
  let catalog;
  try {
    catalog = await api.catalog();
  } catch (e) {
    main.replaceChildren(
      h('p', { class: 'error', role: 'alert' }, 'The list of games could not be loaded: ', e.message),
    );
    return;
  }
  const game = entryFor(catalog, id);
  if (!game || game.id !== id) {
    main.replaceChildren(h('p', { class: 'error' }, 'No such game. ', h('a', { href: '/' }, 'All games')));
    return;
  }
  const d = game.descriptor;
  document.title = `Rules of ${game.name} · Boardwright`;
  const picture = h('div', { class: 'picture' });
  const text = await rulesText(id);
  const sections = text
    ? text.sections.map((s) => h('section', {}, h('h2', {}, s.heading), ...s.paragraphs.map((p) => h('p', {}, p))))
    : [h('p', { class: 'muted' }, 'This server has no page of rules for this game.')];
  main.replaceChildren(
    h(
      'article',
      { class: 'rules' },
      h('p', {}, h('a', { href: '/' }, '← All games')),
      h('h1', {}, `Rules of ${game.name}`),
      designerCredit(d.designer),
      playButtons(game),
      picture,
      h('p', { class: 'summary' }, d.summary),
      ...sections,
      legend(d),
      h(
        'section',
        {},
        h('h2', {}, 'Notation'),
        h(
          'p',
          {},
          'Squares are named as in chess: files a, b, c… from the left, ranks 1, 2, 3… from the bottom as the first player sees it. A move is written origin-destination (a1-a7); a capture with x (d4xd7, or every landing square of a jump chain: a1xc3xe5). You can type moves instead of clicking.',
        ),
      ),
    ),
  );
  boardPicture(picture, d, parseBoard(game.initialPosition));
}

export async function showAbout(main) {
  document.title = 'About · Boardwright';
  const article = h('article', { class: 'rules' }, h('h1', {}, 'About Boardwright'));
  main.replaceChildren(article);
  let games = [];
  try {
    games = (await api.catalog()).games;
  } catch {
    /* the list below stays empty */
  }
  article.append(
    h(
      'p',
      {},
      `Boardwright plays ${countWords(games.length)} two-player board games in the browser, in a terminal and over an engine protocol.`,
    ),
    ...designerCredits(games, '. They keep their names and their rules here.'),
    h(
      'p',
      {},
      'Where the program adds a limit of its own (an "engine policy", such as a ply limit), it says so when the limit ends a game.',
    ),
    h(
      'ul',
      {},
      games.map((g) =>
        h(
          'li',
          {},
          h('a', { href: `/?rules=${encodeURIComponent(g.id)}` }, `Rules of ${g.name}`),
          ': ',
          g.descriptor.summary,
        ),
      ),
    ),
  );
}
