// The lobby on the home page: open challenges appearing and disappearing live (through the
// lobby socket account.js keeps open), posting a challenge, accepting one, and quick pairing.

import { botBadge } from './bots.js';
import { accounts, clockWords, currentPlayer, lastLobbyMessage, onLobby, ratingWords } from './account.js';
import { h } from './dom.js';

export const PRESETS = [
  { label: '3+2', clock: { type: 'clock', minutes: 3, increment: 2 } },
  { label: '5+3', clock: { type: 'clock', minutes: 5, increment: 3 } },
  { label: '15+10', clock: { type: 'clock', minutes: 15, increment: 10 } },
  { label: '3 days a move', clock: { type: 'correspondence', days: 3 } },
];

/** @param {{games: Array<{id: string, name: string, sides: string[]}>}} catalog */
export function lobbySection(catalog) {
  const me = currentPlayer();
  const error = h('p', { class: 'error', role: 'alert' });
  const status = h('p', { class: 'muted', 'aria-live': 'polite' });
  const rows = h('tbody', {});
  const table = h(
    'table',
    { class: 'lobby-table' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['Player', 'Game', 'Time', 'Mode', 'Colour', 'Action'].map((t) => h('th', { scope: 'col' }, t)),
      ),
    ),
    rows,
  );
  const empty = h('p', { class: 'muted lobby-empty' }, 'No open challenges right now. Post one, or use quick pairing.');
  const byId = new Map();

  function row(c) {
    const mine = me.signedIn && c.author.name === me.username;
    const act = mine
      ? h(
          'button',
          {
            type: 'button',
            class: 'ghost small',
            'aria-label': `Cancel: your ${c.name} challenge`,
            onclick: () =>
              accounts.cancelChallenge(c.id).catch((e) => {
                error.textContent = e.message;
              }),
          },
          'Cancel',
        )
      : h(
          'button',
          {
            type: 'button',
            class: 'primary small',
            disabled: !me.signedIn,
            title: me.signedIn ? null : 'Sign in to accept',
            'aria-label': `Accept: ${c.author.name}, ${c.name}, ${clockWords(c.clock)}`,
            onclick: async () => {
              error.textContent = '';
              try {
                const started = await accounts.accept(c.id);
                location.assign(`/g/${encodeURIComponent(started.gameId)}`);
              } catch (e) {
                error.textContent = e.message;
              }
            },
          },
          'Accept',
        );
    const range =
      c.ratingMin !== undefined || c.ratingMax !== undefined ? ` (${c.ratingMin ?? ''}–${c.ratingMax ?? ''})` : '';
    return h(
      'tr',
      { dataset: { id: c.id } },
      h(
        'td',
        { 'data-label': 'Player' },
        h('a', { href: `/@/${encodeURIComponent(c.author.name)}` }, c.author.name),
        ' ',
        botBadge(c.author.bot),
        ' ',
        h('span', { class: 'muted' }, ratingWords(c.author.rating, c.author.provisional)),
      ),
      h('td', { 'data-label': 'Game' }, c.name, c.to ? h('span', { class: 'muted' }, ` for ${c.to}`) : null),
      h('td', { 'data-label': 'Time' }, clockWords(c.clock)),
      h('td', { 'data-label': 'Mode' }, (c.rated ? 'Rated' : 'Casual') + range + (c.quick ? ', quick' : '')),
      h(
        'td',
        { 'data-label': 'Colour' },
        c.color === 'random'
          ? 'Random'
          : c.color === 'first'
            ? `${c.author.name} moves first`
            : `${c.author.name} moves second`,
      ),
      h('td', { 'data-label': '' }, act),
    );
  }

  function redraw() {
    rows.replaceChildren(...[...byId.values()].map(row));
    empty.hidden = byId.size > 0;
    table.hidden = byId.size === 0;
  }

  function apply(m) {
    if (m.type === 'lobby') {
      byId.clear();
      for (const c of m.challenges) byId.set(c.id, c);
    } else if (m.type === 'challenge-added') byId.set(m.challenge.id, m.challenge);
    else if (m.type === 'challenge-removed') byId.delete(m.id);
    else return;
    redraw();
  }
  if (lastLobbyMessage()) apply(lastLobbyMessage());
  onLobby(apply);
  redraw();

  const section = h(
    'section',
    { class: 'panel lobby', 'aria-labelledby': 'lobby-title' },
    h('h2', { id: 'lobby-title' }, 'Lobby: play someone'),
    table,
    empty,
    error,
    status,
  );
  if (!me.signedIn) {
    section.append(
      h(
        'p',
        { class: 'muted' },
        h('a', { href: `/?signin&next=${encodeURIComponent('/')}` }, 'Sign in'),
        ' to post or accept challenges and to play rated games.',
      ),
    );
    return section;
  }

  const game = h(
    'select',
    { name: 'game', 'aria-label': 'Game' },
    catalog.games.map((g) => h('option', { value: g.id }, g.name)),
  );
  const preset = h(
    'select',
    { name: 'time', 'aria-label': 'Time' },
    PRESETS.map((p, i) => h('option', { value: i }, p.label)),
  );
  const color = h(
    'select',
    { name: 'color', 'aria-label': 'Your colour' },
    h('option', { value: 'random' }, 'Random colour'),
    h('option', { value: 'first' }, 'I move first'),
    h('option', { value: 'second' }, 'I move second'),
  );
  const rated = h('input', { type: 'checkbox', name: 'rated', checked: true });
  const min = h('input', {
    type: 'number',
    name: 'ratingMin',
    min: 0,
    max: 4000,
    placeholder: 'any',
    'aria-label': 'Lowest rating',
    class: 'narrow',
  });
  const max = h('input', {
    type: 'number',
    name: 'ratingMax',
    min: 0,
    max: 4000,
    placeholder: 'any',
    'aria-label': 'Highest rating',
    class: 'narrow',
  });
  const to = h('input', {
    name: 'to',
    maxlength: 20,
    placeholder: 'anyone',
    'aria-label': 'Challenge a player by name',
    class: 'narrow',
  });
  const post = async (e) => {
    e.preventDefault();
    error.textContent = '';
    const body = {
      game: game.value,
      clock: PRESETS[Number(preset.value)].clock,
      color: color.value,
      rated: rated.checked,
    };
    if (min.value) body.ratingMin = Number(min.value);
    if (max.value) body.ratingMax = Number(max.value);
    if (to.value.trim()) body.to = to.value.trim();
    try {
      await accounts.postChallenge(body);
      status.textContent = 'Challenge posted: it stays while this page is open.';
    } catch (err) {
      error.textContent = err.message;
    }
  };
  const quick = async () => {
    error.textContent = '';
    try {
      const q = await accounts.quick({ game: game.value, clock: PRESETS[Number(preset.value)].clock });
      if (q.gameId) location.assign(`/g/${encodeURIComponent(q.gameId)}`);
      else status.textContent = 'Waiting for an opponent near your rating…';
    } catch (err) {
      error.textContent = err.message;
    }
  };
  section.append(
    h(
      'form',
      { class: 'challenge-form', onsubmit: post },
      h(
        'div',
        { class: 'row' },
        h('label', { class: 'field' }, h('span', {}, 'Game'), game),
        h('label', { class: 'field' }, h('span', {}, 'Time'), preset),
        h('label', { class: 'field' }, h('span', {}, 'Colour'), color),
      ),
      h(
        'div',
        { class: 'row' },
        h('label', { class: 'check' }, rated, ' Rated'),
        h('label', { class: 'field' }, h('span', {}, 'Ratings from'), min),
        h('label', { class: 'field' }, h('span', {}, 'to'), max),
        h('label', { class: 'field' }, h('span', {}, 'Player'), to),
      ),
      h(
        'div',
        { class: 'row' },
        h('button', { type: 'submit', class: 'primary', id: 'post-challenge' }, 'Post challenge'),
        h('button', { type: 'button', id: 'quick-pairing', onclick: quick }, 'Play someone now'),
      ),
    ),
  );
  return section;
}
