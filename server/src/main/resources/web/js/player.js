// A player's page (/@/<name>): ratings per game with their history as a chart, wins, draws and
// losses, the games (filtered by game and result, a page at a time); on one's own page also the
// games waiting for one's move and the account's settings. And a game's leaderboard.

import { botBadge, botPanel } from './bots.js';
import { accounts, clockWords, currentPlayer, ratingWords } from './account.js';
import { PRESETS } from './lobby.js';
import { api } from './api.js';
import { h } from './dom.js';
import { formatChange, formatDay, formatMoment, formatNumber, formatShortDay } from './format.js';

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element. */
function svgEl(tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * A line chart of a rating over its rated games: ratings up the left axis, the games' dates
 * along the bottom (by game, evenly spaced), both in the browser's locale. `start` is where
 * everyone starts, drawn at the account's creation.
 */
function chart(points, start, createdAt) {
  const width = 360,
    height = 160,
    left = 44,
    right = 10,
    top = 10,
    bottom = 28;
  const all = [{ rating: start, at: createdAt }, ...points];
  const svg = svgEl('svg', { viewBox: `0 0 ${width} ${height}`, class: 'rating-chart', role: 'img' });
  const values = all.map((p) => p.rating);
  const lo = Math.floor((Math.min(...values) - 10) / 50) * 50,
    hi = Math.ceil((Math.max(...values) + 10) / 50) * 50;
  const x = (i) =>
    left + (all.length === 1 ? (width - left - right) / 2 : (i * (width - left - right)) / (all.length - 1));
  const y = (v) => height - bottom - ((v - lo) * (height - top - bottom)) / (hi - lo);
  // Up to five rating lines, at round values.
  const step = Math.max(50, Math.ceil((hi - lo) / 4 / 50) * 50);
  for (let v = lo; v <= hi; v += step) {
    svg.append(
      svgEl('line', { class: 'grid', x1: left, x2: width - right, y1: y(v).toFixed(1), y2: y(v).toFixed(1) }),
      svgEl('text', { x: left - 6, y: (y(v) + 4).toFixed(1), 'text-anchor': 'end' }, formatNumber(v)),
    );
  }
  svg.append(
    svgEl('line', { class: 'axis', x1: left, x2: left, y1: top, y2: height - bottom }),
    svgEl('line', { class: 'axis', x1: left, x2: width - right, y1: height - bottom, y2: height - bottom }),
  );
  // The first and last dates, and one between when there is room.
  const ticks = all.length > 2 ? [0, Math.floor((all.length - 1) / 2), all.length - 1] : all.map((_, i) => i);
  for (const [n, i] of ticks.entries()) {
    const anchor =
      ticks.length > 1 && n === 0 ? 'start' : n === ticks.length - 1 && ticks.length > 1 ? 'end' : 'middle';
    svg.append(
      svgEl(
        'text',
        { x: x(i).toFixed(1), y: height - 8, 'text-anchor': anchor, class: 'date' },
        formatShortDay(all[i].at),
      ),
    );
  }
  svg.append(
    svgEl('polyline', {
      points: all.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' '),
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2,
    }),
  );
  for (const [i, p] of all.entries())
    svg.append(svgEl('circle', { cx: x(i).toFixed(1), cy: y(p.rating).toFixed(1), r: 3, fill: 'currentColor' }));
  const last = all[all.length - 1];
  svg.setAttribute(
    'aria-label',
    `Rating over ${points.length} rated game${points.length === 1 ? '' : 's'}, from ${formatNumber(start)} to ${formatNumber(Math.round(last.rating))}` +
      (points.length ? `, ${formatDay(points[0].at)} to ${formatDay(last.at)}` : ''),
  );
  return svg;
}

/** A game of the page's player; yourTurn is that player's move: "Your move" on one's own page. */
function gameLine(g, own, name) {
  const waiting = own ? 'Your move' : `${name} to move`;
  const outcome = g.outcome
    ? { win: 'Won', draw: 'Drawn', loss: 'Lost' }[g.outcome]
    : g.status === 'active'
      ? g.yourTurn
        ? waiting
        : 'In progress'
      : 'Aborted';
  const diff = g.ratingDiff !== undefined ? ` (${formatChange(g.ratingDiff)})` : '';
  const opponent =
    g.opponent === 'computer' ? `the computer (${(g.opponentLevel || '').replace('level:', 'level ')})` : g.opponent;
  return h(
    'li',
    { dataset: { id: g.id } },
    h('a', { href: `/g/${encodeURIComponent(g.id)}` }, `${g.name}: ${g.color} against ${opponent}`),
    ' ',
    h(
      'span',
      { class: 'muted' },
      `${outcome}${diff}, ${g.rated ? 'rated' : 'casual'}, ${clockWords(g.clock)}, ${formatDay(g.createdAt)}`,
    ),
  );
}

async function gamesPanel(name, games, own) {
  const list = h('ul', { class: 'saved player-games' });
  const game = h(
    'select',
    { 'aria-label': 'Game' },
    h('option', { value: '' }, 'All games'),
    games.map((g) => h('option', { value: g.id }, g.name)),
  );
  const result = h(
    'select',
    { 'aria-label': 'Result' },
    [
      ['', 'All results'],
      ['active', 'In progress'],
      ['win', 'Wins'],
      ['draw', 'Draws'],
      ['loss', 'Losses'],
    ].map(([v, t]) => h('option', { value: v }, t)),
  );
  const prev = h('button', { type: 'button', class: 'ghost small' }, 'Newer');
  const next = h('button', { type: 'button', class: 'ghost small' }, 'Older');
  let page = 0;
  async function load() {
    const query = { page };
    if (game.value) query.game = game.value;
    if (result.value) query.result = result.value;
    const answer = await accounts.playerGames(name, query);
    list.replaceChildren(
      ...(answer.games.length
        ? answer.games.map((g) => gameLine(g, own, name))
        : [h('li', { class: 'muted' }, 'No games here.')]),
    );
    prev.disabled = page === 0;
    next.disabled = answer.games.length < 20;
  }
  game.addEventListener('change', () => {
    page = 0;
    load();
  });
  result.addEventListener('change', () => {
    page = 0;
    load();
  });
  prev.addEventListener('click', () => {
    page = Math.max(0, page - 1);
    load();
  });
  next.addEventListener('click', () => {
    page++;
    load();
  });
  await load();
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'games-title' },
    h('h2', { id: 'games-title' }, 'Games'),
    h('div', { class: 'row' }, game, result, prev, next),
    list,
  );
}

/**
 * A direct challenge to the page's player (the lobby's API, "to" their name): they see it on
 * whatever page they have open; when they accept, the lobby's socket takes both to the game.
 */
function challengePanel(name, games) {
  const note = h('p', { 'aria-live': 'polite', class: 'challenge-note' });
  const game = h(
    'select',
    { name: 'game', 'aria-label': 'Game' },
    games.map((g) => h('option', { value: g.id }, g.name)),
  );
  const preset = h(
    'select',
    { name: 'time', 'aria-label': 'Time' },
    PRESETS.map((p, i) => h('option', { value: i }, p.label)),
  );
  const rated = h('input', { type: 'checkbox', name: 'rated', checked: true });
  const send = async (e) => {
    e.preventDefault();
    note.textContent = '';
    try {
      await accounts.postChallenge({
        game: game.value,
        clock: PRESETS[Number(preset.value)].clock,
        color: 'random',
        rated: rated.checked,
        to: name,
      });
      note.textContent = `Challenge sent to ${name}: it stays open while this page is.`;
    } catch (err) {
      note.textContent = err.message;
    }
  };
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'challenge-title' },
    h('h2', { id: 'challenge-title' }, `Challenge ${name}`),
    h(
      'form',
      { class: 'search-form', onsubmit: send },
      h('label', { class: 'field' }, h('span', {}, 'Game'), game),
      h('label', { class: 'field' }, h('span', {}, 'Time'), preset),
      h('label', { class: 'check' }, rated, ' Rated'),
      h('button', { type: 'submit', class: 'primary', id: 'challenge-player' }, 'Challenge'),
    ),
    note,
  );
}

function settingsPanel() {
  const note = h('p', { 'aria-live': 'polite' });
  const current = h('input', { type: 'password', autocomplete: 'current-password', 'aria-label': 'Current password' });
  const fresh = h('input', { type: 'password', autocomplete: 'new-password', minlength: 8, name: 'new-password' });
  const again = h('input', {
    type: 'password',
    autocomplete: 'new-password',
    minlength: 8,
    name: 'new-password-again',
  });
  const run = (f) => async () => {
    note.textContent = '';
    try {
      note.textContent = await f();
    } catch (e) {
      note.textContent = e.message;
    }
  };
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'settings-title' },
    h('h2', { id: 'settings-title' }, 'Account'),
    h(
      'div',
      { class: 'row' },
      h('label', { class: 'field' }, h('span', {}, 'Current password'), current),
      h('label', { class: 'field' }, h('span', {}, 'New password'), fresh),
      h('label', { class: 'field' }, h('span', {}, 'New password again'), again),
    ),
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        {
          type: 'button',
          onclick: run(async () => {
            if (fresh.value !== again.value) return 'The two new passwords differ: type the same one in both fields.';
            await accounts.changePassword(current.value, fresh.value);
            return 'Password changed; your other browsers are signed out.';
          }),
          dataset: { action: 'change-password' },
        },
        'Change password',
      ),
      h(
        'button',
        {
          type: 'button',
          onclick: run(async () => {
            await accounts.signOutEverywhere();
            location.assign('/');
            return '';
          }),
        },
        'Sign out everywhere',
      ),
      'Notification' in window
        ? h(
            'button',
            { type: 'button', onclick: run(async () => `Notifications: ${await Notification.requestPermission()}.`) },
            'Notify me of my move',
          )
        : null,
      h(
        'button',
        {
          type: 'button',
          class: 'danger',
          onclick: run(async () => {
            if (!confirm('Delete your account? Your games stay, without your name. This cannot be undone.'))
              return 'Kept.';
            await accounts.deleteAccount(current.value);
            location.assign('/');
            return '';
          }),
        },
        'Delete account',
      ),
    ),
    h('p', { class: 'hint' }, 'Deleting the account needs the current password.'),
    note,
  );
}

export async function showPlayer(main, name) {
  main.replaceChildren(h('h1', {}, name));
  let profile;
  try {
    profile = await accounts.player(name);
  } catch (e) {
    main.append(
      h('p', { class: 'error', role: 'alert' }, e.status === 404 ? `There is no player called ${name}.` : e.message),
    );
    return;
  }
  document.title = `${profile.username} on Boardwright`;
  const me = currentPlayer();
  const own = me.signedIn && me.username === profile.username;
  main.replaceChildren(
    h('h1', {}, profile.username, ' ', botBadge(profile.bot)),
    h('p', { class: 'muted' }, `Playing since ${formatDay(profile.createdAt)}.`),
  );
  if (own) {
    const turn = await accounts.turn();
    main.append(
      h(
        'section',
        { class: 'panel', id: 'turn', 'aria-labelledby': 'turn-title' },
        h('h2', { id: 'turn-title' }, `Your turn (${turn.count})`),
        h(
          'ul',
          { class: 'saved' },
          turn.games.length
            ? turn.games.map((g) =>
                h(
                  'li',
                  {},
                  h('a', { href: `/g/${encodeURIComponent(g.id)}` }, `${g.name} against ${g.opponent}`),
                  g.deadlineAt ? h('span', { class: 'muted' }, ` — move by ${formatMoment(g.deadlineAt)}`) : null,
                ),
              )
            : h('li', { class: 'muted' }, 'No game is waiting for you.'),
        ),
      ),
    );
  }
  const ratings = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'ratings-title' },
    h('h2', { id: 'ratings-title' }, 'Ratings'),
  );
  if (!profile.ratings.length) ratings.append(h('p', { class: 'muted' }, 'No rated games yet.'));
  for (const r of profile.ratings) {
    const history = await accounts.history(profile.username, r.game);
    ratings.append(
      h(
        'div',
        { class: 'rating', dataset: { game: r.game } },
        h(
          'h3',
          {},
          h('a', { href: `/leaderboard/${encodeURIComponent(r.game)}` }, r.name),
          ' ',
          h('span', { class: 'rating-value' }, ratingWords(r.rating, r.provisional)),
          h(
            'span',
            { class: 'muted' },
            ` deviation ${formatNumber(r.deviation)}, ${formatNumber(r.games)} rated game${r.games === 1 ? '' : 's'}`,
          ),
        ),
        // The chart starts from the rating everyone starts with.
        chart(history.points, 1500, profile.createdAt),
      ),
    );
  }
  const tally = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'record-title' },
    h('h2', { id: 'record-title' }, 'Wins, draws and losses'),
    profile.record.length
      ? h(
          'table',
          { class: 'tally' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ['Game', 'Won', 'Drawn', 'Lost'].map((t) => h('th', { scope: 'col' }, t)),
            ),
          ),
          h(
            'tbody',
            {},
            profile.record.map((t) =>
              h(
                'tr',
                { dataset: { game: t.game } },
                h('td', {}, t.name),
                h('td', {}, t.wins),
                h('td', {}, t.draws),
                h('td', {}, t.losses),
              ),
            ),
          ),
        )
      : h('p', { class: 'muted' }, 'No finished games yet.'),
  );
  const catalog = await api.catalog();
  if (me.signedIn && !own) main.append(challengePanel(profile.username, catalog.games));
  else if (!me.signedIn)
    main.append(
      h(
        'p',
        { class: 'muted' },
        h('a', { href: `/?signin&next=${encodeURIComponent(location.pathname)}` }, 'Sign in'),
        ` to challenge ${profile.username}.`,
      ),
    );
  main.append(h('div', { class: 'two' }, ratings, tally), await gamesPanel(profile.username, catalog.games, own));
  if (own) main.append(settingsPanel(), await botPanel());
}

/** The choice of a leaderboard's game: every game of the catalogue. */
function boardSwitch(games, current) {
  const select = h(
    'select',
    { id: 'leaderboard-game', onchange: () => location.assign(`/leaderboard/${encodeURIComponent(select.value)}`) },
    games.map((g) => h('option', { value: g.id, selected: g.id === current }, g.name)),
  );
  return h(
    'div',
    { class: 'board-switch' },
    h('label', { class: 'field', for: 'leaderboard-game' }, h('span', {}, 'Game'), select),
  );
}

/** /leaderboard (no game): the first game's board, with the switch to the others. */
export async function showLeaderboard(main, game) {
  main.replaceChildren(h('h1', {}, 'Leaderboard'));
  let board, catalog;
  try {
    catalog = await api.catalog();
    if (!game) game = catalog.games.length ? catalog.games[0].id : '';
    board = await accounts.leaderboard(game);
  } catch (e) {
    main.append(catalog ? boardSwitch(catalog.games, game) : '', h('p', { class: 'error', role: 'alert' }, e.message));
    return;
  }
  document.title = `${board.name}: leaderboard`;
  main.replaceChildren(
    h('h1', {}, `${board.name}: leaderboard`),
    boardSwitch(catalog.games, board.game),
    board.players.length
      ? h(
          'table',
          { class: 'tally leaderboard' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ['#', 'Player', 'Rating', 'Rated games'].map((t) => h('th', { scope: 'col' }, t)),
            ),
          ),
          h(
            'tbody',
            {},
            board.players.map((p) =>
              h(
                'tr',
                {},
                h('td', {}, formatNumber(p.rank)),
                h('td', {}, h('a', { href: `/@/${encodeURIComponent(p.username)}` }, p.username), ' ', botBadge(p.bot)),
                h('td', {}, ratingWords(p.rating, p.provisional)),
                h('td', {}, formatNumber(p.games)),
              ),
            ),
          ),
        )
      : h('p', { class: 'muted' }, 'Nobody is on this leaderboard yet.'),
    h(
      'p',
      { class: 'hint' },
      `Ratings are Glicko-2. Listed: established ratings only, with at least ${board.minGames} rated games, the last within ${board.recentDays} days; ` +
        'a "?" marks a provisional rating (few games so far). A rated game counts once each player has made two moves.',
    ),
  );
}
