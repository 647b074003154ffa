// The players page (/players?q=<prefix>): players found by the start of their name, regardless of
// case, each a link to their page. The search is kept in the address, so it survives a reload.

import { request } from './api.js';
import { h } from './dom.js';
import { formatDay } from './format.js';

const search = (prefix) => request('GET', `/api/players?prefix=${encodeURIComponent(prefix)}`);

export async function showPlayers(main, initial) {
  document.title = 'Players · Boardwright';
  const input = h('input', {
    type: 'search',
    name: 'q',
    id: 'player-search',
    autocomplete: 'off',
    maxlength: 20,
    value: initial || '',
    spellcheck: 'false',
  });
  const results = h('ul', { class: 'saved', id: 'player-results', 'aria-live': 'polite' });
  const error = h('p', { class: 'error', role: 'alert' });
  let asked = 0;
  async function find() {
    const prefix = input.value.trim();
    const ticket = ++asked;
    error.textContent = '';
    if (!prefix) {
      results.replaceChildren();
      return;
    }
    history.replaceState(null, '', `/players?q=${encodeURIComponent(prefix)}`);
    try {
      const found = await search(prefix);
      if (ticket !== asked) return;
      results.replaceChildren(
        ...(found.players.length
          ? found.players.map((p) =>
              h(
                'li',
                {},
                h('a', { href: `/@/${encodeURIComponent(p.username)}` }, p.username),
                ' ',
                h('span', { class: 'muted' }, `playing since ${formatDay(p.createdAt)}`),
              ),
            )
          : [h('li', { class: 'muted' }, `No player's name starts with "${prefix}".`)]),
      );
    } catch (e) {
      if (ticket === asked) {
        results.replaceChildren();
        error.textContent = e.message;
      }
    }
  }
  let typing = null;
  input.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(find, 250);
  });
  main.replaceChildren(
    h('h1', {}, 'Players'),
    h(
      'section',
      { class: 'panel', 'aria-labelledby': 'search-title' },
      h('h2', { id: 'search-title' }, 'Find a player'),
      h(
        'form',
        {
          class: 'search-form',
          role: 'search',
          onsubmit: (e) => {
            e.preventDefault();
            clearTimeout(typing);
            find();
          },
        },
        h('label', { class: 'field' }, h('span', {}, 'Name starts with'), input),
        h('button', { type: 'submit', class: 'primary' }, 'Search'),
      ),
      h('p', { class: 'hint' }, 'Up to 20 players, in name order; capitals do not matter.'),
      error,
      results,
    ),
  );
  if (initial) await find();
}
