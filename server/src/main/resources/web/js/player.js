// A player's page (/@/<name>): ratings per game with their history as a chart, wins, draws and
// losses, the games (filtered by game and result, a page at a time); on one's own page also the
// games waiting for one's move and the account's settings. And a game's leaderboard.

import { botBadge, botPanel } from './bots.js';
import { accounts, clockWords, currentPlayer, ratingWords } from './account.js';
import { api } from './api.js';
import { h } from './dom.js';

const SVG = 'http://www.w3.org/2000/svg';

/** A line chart of a rating over its games. */
function chart(points) {
  const width = 320, height = 90, pad = 6;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('class', 'rating-chart');
  svg.setAttribute('role', 'img');
  if (points.length === 0) return svg;
  const values = points.map((p) => p.rating);
  const lo = Math.min(...values) - 20, hi = Math.max(...values) + 20;
  const x = (i) => pad + (points.length === 1 ? (width - 2 * pad) / 2 : (i * (width - 2 * pad)) / (points.length - 1));
  const y = (v) => height - pad - ((v - lo) * (height - 2 * pad)) / (hi - lo);
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('points', points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' '));
  line.setAttribute('fill', 'none');
  line.setAttribute('stroke', 'currentColor');
  line.setAttribute('stroke-width', '2');
  svg.append(line);
  for (const [i, p] of points.entries()) {
    const dot = document.createElementNS(SVG, 'circle');
    dot.setAttribute('cx', x(i).toFixed(1));
    dot.setAttribute('cy', y(p.rating).toFixed(1));
    dot.setAttribute('r', '3');
    dot.setAttribute('fill', 'currentColor');
    svg.append(dot);
  }
  svg.setAttribute('aria-label', `Rating after each rated game: ${values.map((v) => Math.round(v)).join(', ')}`);
  return svg;
}

/** A game of the page's player; yourTurn is that player's move: "Your move" on one's own page. */
function gameLine(g, own, name) {
  const waiting = own ? 'Your move' : `${name} to move`;
  const outcome = g.outcome ? { win: 'Won', draw: 'Drawn', loss: 'Lost' }[g.outcome] : g.status === 'active' ? (g.yourTurn ? waiting : 'In progress') : 'Aborted';
  const diff = g.ratingDiff !== undefined ? ` (${g.ratingDiff >= 0 ? '+' : ''}${g.ratingDiff})` : '';
  const opponent = g.opponent === 'computer' ? `the computer (${(g.opponentLevel || '').replace('level:', 'level ')})` : g.opponent;
  return h('li', { dataset: { id: g.id } },
    h('a', { href: `/g/${encodeURIComponent(g.id)}` }, `${g.name}: ${g.color} against ${opponent}`),
    ' ', h('span', { class: 'muted' }, `${outcome}${diff}, ${g.rated ? 'rated' : 'casual'}, ${clockWords(g.clock)}, ${new Date(g.createdAt).toLocaleDateString()}`));
}

async function gamesPanel(name, games, own) {
  const list = h('ul', { class: 'saved player-games' });
  const game = h('select', { 'aria-label': 'Game' }, h('option', { value: '' }, 'All games'), games.map((g) => h('option', { value: g.id }, g.name)));
  const result = h('select', { 'aria-label': 'Result' }, [['', 'All results'], ['active', 'In progress'], ['win', 'Wins'], ['draw', 'Draws'], ['loss', 'Losses']].map(([v, t]) => h('option', { value: v }, t)));
  const prev = h('button', { type: 'button', class: 'ghost small' }, 'Newer');
  const next = h('button', { type: 'button', class: 'ghost small' }, 'Older');
  let page = 0;
  async function load() {
    const query = { page };
    if (game.value) query.game = game.value;
    if (result.value) query.result = result.value;
    const answer = await accounts.playerGames(name, query);
    list.replaceChildren(...(answer.games.length ? answer.games.map((g) => gameLine(g, own, name)) : [h('li', { class: 'muted' }, 'No games here.')]));
    prev.disabled = page === 0;
    next.disabled = answer.games.length < 20;
  }
  game.addEventListener('change', () => { page = 0; load(); });
  result.addEventListener('change', () => { page = 0; load(); });
  prev.addEventListener('click', () => { page = Math.max(0, page - 1); load(); });
  next.addEventListener('click', () => { page++; load(); });
  await load();
  return h('section', { class: 'panel', 'aria-labelledby': 'games-title' },
    h('h2', { id: 'games-title' }, 'Games'), h('div', { class: 'row' }, game, result, prev, next), list);
}

function settingsPanel() {
  const note = h('p', { 'aria-live': 'polite' });
  const current = h('input', { type: 'password', autocomplete: 'current-password', 'aria-label': 'Current password' });
  const fresh = h('input', { type: 'password', autocomplete: 'new-password', minlength: 8, 'aria-label': 'New password' });
  const run = (f) => async () => { note.textContent = ''; try { note.textContent = await f(); } catch (e) { note.textContent = e.message; } };
  return h('section', { class: 'panel', 'aria-labelledby': 'settings-title' },
    h('h2', { id: 'settings-title' }, 'Account'),
    h('div', { class: 'row' },
      h('label', { class: 'field' }, h('span', {}, 'Current password'), current),
      h('label', { class: 'field' }, h('span', {}, 'New password'), fresh)),
    h('div', { class: 'row' },
      h('button', { type: 'button', onclick: run(async () => { await accounts.changePassword(current.value, fresh.value); return 'Password changed; your other browsers are signed out.'; }) }, 'Change password'),
      h('button', { type: 'button', onclick: run(async () => { await accounts.signOutEverywhere(); location.assign('/'); return ''; }) }, 'Sign out everywhere'),
      'Notification' in window ? h('button', { type: 'button', onclick: run(async () => `Notifications: ${await Notification.requestPermission()}.`) }, 'Notify me of my move') : null,
      h('button', { type: 'button', class: 'danger', onclick: run(async () => {
        if (!confirm('Delete your account? Your games stay, without your name. This cannot be undone.')) return 'Kept.';
        await accounts.deleteAccount(current.value);
        location.assign('/');
        return '';
      }) }, 'Delete account')),
    h('p', { class: 'hint' }, 'Deleting the account needs the current password.'),
    note);
}

export async function showPlayer(main, name) {
  main.replaceChildren(h('h1', {}, name));
  let profile;
  try {
    profile = await accounts.player(name);
  } catch (e) {
    main.append(h('p', { class: 'error', role: 'alert' }, e.status === 404 ? `There is no player called ${name}.` : e.message));
    return;
  }
  document.title = `${profile.username} on Boardwright`;
  const me = currentPlayer();
  const own = me.signedIn && me.username === profile.username;
  main.replaceChildren(h('h1', {}, profile.username, ' ', botBadge(profile.bot)),
    h('p', { class: 'muted' }, `Playing since ${new Date(profile.createdAt).toLocaleDateString()}.`));
  if (own) {
    const turn = await accounts.turn();
    main.append(h('section', { class: 'panel', id: 'turn', 'aria-labelledby': 'turn-title' },
      h('h2', { id: 'turn-title' }, `Your turn (${turn.count})`),
      h('ul', { class: 'saved' }, turn.games.length ? turn.games.map((g) => h('li', {},
        h('a', { href: `/g/${encodeURIComponent(g.id)}` }, `${g.name} against ${g.opponent}`),
        g.deadlineAt ? h('span', { class: 'muted' }, ` — move by ${new Date(g.deadlineAt).toLocaleString()}`) : null))
        : h('li', { class: 'muted' }, 'No game is waiting for you.'))));
  }
  const ratings = h('section', { class: 'panel', 'aria-labelledby': 'ratings-title' }, h('h2', { id: 'ratings-title' }, 'Ratings'));
  if (!profile.ratings.length) ratings.append(h('p', { class: 'muted' }, 'No rated games yet.'));
  for (const r of profile.ratings) {
    const history = await accounts.history(profile.username, r.game);
    ratings.append(h('div', { class: 'rating', dataset: { game: r.game } },
      h('h3', {}, h('a', { href: `/leaderboard/${encodeURIComponent(r.game)}` }, r.name), ' ',
        h('span', { class: 'rating-value' }, ratingWords(r.rating, r.provisional)),
        h('span', { class: 'muted' }, ` deviation ${r.deviation}, ${r.games} rated game${r.games === 1 ? '' : 's'}`)),
      // The chart starts from the rating everyone starts with.
      chart([{ rating: 1500 }, ...history.points])));
  }
  const tally = h('section', { class: 'panel', 'aria-labelledby': 'record-title' }, h('h2', { id: 'record-title' }, 'Wins, draws and losses'),
    profile.record.length
      ? h('table', { class: 'tally' }, h('thead', {}, h('tr', {}, ['Game', 'Won', 'Drawn', 'Lost'].map((t) => h('th', { scope: 'col' }, t)))),
          h('tbody', {}, profile.record.map((t) => h('tr', { dataset: { game: t.game } }, h('td', {}, t.name), h('td', {}, t.wins), h('td', {}, t.draws), h('td', {}, t.losses)))))
      : h('p', { class: 'muted' }, 'No finished games yet.'));
  const catalog = await api.catalog();
  main.append(h('div', { class: 'two' }, ratings, tally), await gamesPanel(profile.username, catalog.games, own));
  if (own) main.append(settingsPanel(), await botPanel());
}

export async function showLeaderboard(main, game) {
  main.replaceChildren(h('h1', {}, 'Leaderboard'));
  let board;
  try {
    board = await accounts.leaderboard(game);
  } catch (e) {
    main.append(h('p', { class: 'error', role: 'alert' }, e.message));
    return;
  }
  document.title = `${board.name}: leaderboard`;
  main.replaceChildren(h('h1', {}, `${board.name}: leaderboard`),
    board.players.length
      ? h('table', { class: 'tally leaderboard' }, h('thead', {}, h('tr', {}, ['#', 'Player', 'Rating', 'Rated games'].map((t) => h('th', { scope: 'col' }, t)))),
          h('tbody', {}, board.players.map((p) => h('tr', {}, h('td', {}, p.rank), h('td', {}, h('a', { href: `/@/${encodeURIComponent(p.username)}` }, p.username), ' ', botBadge(p.bot)),
            h('td', {}, ratingWords(p.rating, p.provisional)), h('td', {}, p.games)))))
      : h('p', { class: 'muted' }, 'Nobody is on this leaderboard yet.'),
    h('p', { class: 'hint' },
      `Ratings are Glicko-2. Listed: established ratings only, with at least ${board.minGames} rated games, the last within ${board.recentDays} days; `
      + 'a "?" marks a provisional rating (few games so far). A rated game counts once each player has made two moves.'));
}
