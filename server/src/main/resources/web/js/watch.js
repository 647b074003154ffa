// The watch page (/watch): the games between players with accounts being played now, each with a
// small board kept up to date over the game's own WebSocket (as a watcher), and the best rated
// games finished lately (the highest-rated pairs first). Both lists a page at a time.

import { api, request, watchGame } from './api.js';
import { createBoard } from './board.js';
import { clockWords, ratingWords } from './account.js';
import { h } from './dom.js';
import { formatMoment } from './format.js';

/** How often the list of games being played is read again. */
const LIVE_REFRESH_MS = 10000;

const watchApi = {
  live: (page) => request('GET', `/api/watch/live?page=${page}`),
  best: (page) => request('GET', `/api/watch/best?page=${page}`),
};

function playersWords(g) {
  return g.players
    .map((p) => (p.rating !== undefined ? `${p.name} (${ratingWords(p.rating, false)})` : p.name))
    .join(' v ');
}

/** One game being played: its board, live; the socket closes when the card goes. */
function liveCard(g, descriptor) {
  const picture = h('div', { class: 'picture' });
  const caption = h('span', { class: 'muted watch-move' }, 'Playing');
  const card = h(
    'li',
    { class: 'watch-card', dataset: { id: g.id } },
    h('a', { href: `/g/${encodeURIComponent(g.id)}`, class: 'watch-title' }, `${g.name}: ${playersWords(g)}`),
    picture,
    h('span', { class: 'muted' }, `${g.rated ? 'Rated' : 'Casual'}, ${clockWords(g.clock)} · `),
    caption,
  );
  let view = null;
  const socket = descriptor
    ? watchGame(g.id, null, {
        onState: (state) => {
          const label = `${g.name}, ${playersWords(g)}: the position now`;
          if (!view) {
            view = createBoard(picture, {
              descriptor,
              board: state.board,
              flipped: false,
              interactive: false,
              picture: true,
              label,
            });
            view.element.setAttribute('tabindex', '-1');
            for (const node of view.element.querySelectorAll('[tabindex]')) node.setAttribute('tabindex', '-1');
          } else {
            view.update({ board: state.board, label });
          }
          card.dataset.ply = String(state.ply);
          caption.textContent = state.status === 'active' ? 'Playing' : 'Finished';
        },
      })
    : null;
  return { card, close: () => socket && socket.close() };
}

function pager(load) {
  let page = 0;
  const prev = h('button', { type: 'button', class: 'ghost small' }, 'Newer');
  const next = h('button', { type: 'button', class: 'ghost small' }, 'Older');
  prev.addEventListener('click', () => {
    page = Math.max(0, page - 1);
    load(page);
  });
  next.addEventListener('click', () => {
    page++;
    load(page);
  });
  return {
    row: h('div', { class: 'row' }, prev, next),
    page: () => page,
    set(answer) {
      prev.disabled = page === 0;
      next.disabled = answer.games.length < answer.pageSize;
    },
  };
}

async function liveSection(catalog) {
  const list = h('ul', { class: 'watch-grid', id: 'live-games' });
  const cards = new Map();
  const error = h('p', { class: 'error', role: 'alert' });
  const descriptors = new Map(catalog.games.map((g) => [g.id, g.descriptor]));
  const paging = pager((p) => load(p));
  async function load(page) {
    let answer;
    try {
      answer = await watchApi.live(page);
      error.textContent = '';
    } catch (e) {
      error.textContent = e.message;
      return;
    }
    paging.set(answer);
    const ids = new Set(answer.games.map((g) => g.id));
    for (const [id, c] of cards)
      if (!ids.has(id)) {
        c.close();
        cards.delete(id);
      }
    for (const g of answer.games) if (!cards.has(g.id)) cards.set(g.id, liveCard(g, descriptors.get(g.game)));
    list.replaceChildren(
      ...(answer.games.length
        ? answer.games.map((g) => cards.get(g.id).card)
        : [h('li', { class: 'muted' }, 'Nobody is playing right now.')]),
    );
  }
  await load(0);
  const timer = setInterval(() => {
    if (!document.hidden) load(paging.page());
  }, LIVE_REFRESH_MS);
  window.addEventListener('pagehide', () => {
    clearInterval(timer);
    for (const c of cards.values()) c.close();
  });
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'live-title' },
    h('h2', { id: 'live-title' }, 'Being played now'),
    list,
    paging.row,
    error,
  );
}

function resultWords(g) {
  if (g.result === '1-0') return `${g.players[0].name} won`;
  if (g.result === '0-1') return `${g.players[1].name} won`;
  if (g.result === '1/2-1/2') return 'Drawn';
  return 'Finished';
}

async function bestSection() {
  const list = h('ul', { class: 'saved', id: 'best-games' });
  const error = h('p', { class: 'error', role: 'alert' });
  const paging = pager((p) => load(p));
  async function load(page) {
    let answer;
    try {
      answer = await watchApi.best(page);
      error.textContent = '';
    } catch (e) {
      error.textContent = e.message;
      return;
    }
    paging.set(answer);
    list.replaceChildren(
      ...(answer.games.length
        ? answer.games.map((g) =>
            h(
              'li',
              { dataset: { id: g.id } },
              h('a', { href: `/g/${encodeURIComponent(g.id)}` }, `${g.name}: ${playersWords(g)}`),
              ' ',
              h('span', { class: 'muted' }, `${resultWords(g)}, ${clockWords(g.clock)}, ${formatMoment(g.updatedAt)}`),
            ),
          )
        : [h('li', { class: 'muted' }, 'No rated game has finished this week.')]),
    );
  }
  await load(0);
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'best-title' },
    h('h2', { id: 'best-title' }, 'Best games of the week'),
    h('p', { class: 'hint' }, 'Rated games finished in the last seven days, the highest-rated players first.'),
    list,
    paging.row,
    error,
  );
}

export async function showWatch(main) {
  document.title = 'Watch · Boardwright';
  main.replaceChildren(h('h1', {}, 'Watch'));
  let catalog;
  try {
    catalog = await api.catalog();
  } catch (e) {
    main.append(h('p', { class: 'error', role: 'alert' }, e.message));
    return;
  }
  main.append(await liveSection(catalog), await bestSection());
}
