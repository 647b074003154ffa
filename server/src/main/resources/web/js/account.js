// Accounts in the page header: a link to the sign-in page (sign in or up there), the signed-in name (a link to the player page),
// the count of games waiting for the player's move, and the lobby's WebSocket, which every page
// keeps open so the player's challenges stay alive, challenges made to the player show up on any
// page, and an accepted challenge takes both players to their game.

import { request } from './api.js';
import { announce, h } from './dom.js';
import { formatNumber } from './format.js';
import { savedGames } from './store.js';

/** @typedef {{signedIn: boolean, username?: string, createdAt?: number}} Me */

export const accounts = {
  me: () => request('GET', '/api/account'),
  signUp: (username, password) => request('POST', '/api/account/signup', { body: { username, password } }),
  signIn: (username, password) => request('POST', '/api/account/signin', { body: { username, password } }),
  signOut: () => request('POST', '/api/account/signout', { body: {} }),
  signOutEverywhere: () => request('POST', '/api/account/signout-all', { body: {} }),
  changePassword: (password, newPassword) =>
    request('POST', '/api/account/password', { body: { password, newPassword } }),
  deleteAccount: (password) => request('POST', '/api/account/delete', { body: { password } }),
  claim: (games) => request('POST', '/api/account/claim', { body: { games } }),
  turn: () => request('GET', '/api/account/turn'),
  player: (name) => request('GET', `/api/players/${encodeURIComponent(name)}`),
  playerGames: (name, query) =>
    request('GET', `/api/players/${encodeURIComponent(name)}/games?${new URLSearchParams(query)}`),
  history: (name, game) =>
    request('GET', `/api/players/${encodeURIComponent(name)}/history/${encodeURIComponent(game)}`),
  leaderboard: (game) => request('GET', `/api/leaderboard/${encodeURIComponent(game)}`),
  lobby: () => request('GET', '/api/lobby'),
  postChallenge: (body) => request('POST', '/api/lobby/challenges', { body }),
  cancelChallenge: (id) => request('DELETE', `/api/lobby/challenges/${encodeURIComponent(id)}`),
  accept: (id) => request('POST', `/api/lobby/challenges/${encodeURIComponent(id)}/accept`, { body: {} }),
  quick: (body) => request('POST', '/api/lobby/quick', { body }),
};

/** @type {Me} */
let me = { signedIn: false };
const lobbyListeners = new Set();

/** The signed-in player, as the server said when the page loaded. */
export function currentPlayer() {
  return me;
}

/** Hands every lobby message to a listener (the home page's lobby); returns its removal. */
export function onLobby(listener) {
  lobbyListeners.add(listener);
  return () => lobbyListeners.delete(listener);
}

let lastLobby = null;
/** The last whole lobby the socket sent (for a listener added after it came). */
export function lastLobbyMessage() {
  return lastLobby;
}

function openLobbySocket() {
  let delay = 500;
  const open = () => {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${location.host}/api/lobby/ws`);
    const ping = setInterval(() => {
      if (socket.readyState === WebSocket.OPEN) socket.send('{"type":"ping"}');
    }, 25000);
    socket.addEventListener('open', () => {
      delay = 500;
    });
    socket.addEventListener('message', (event) => {
      let m;
      try {
        m = JSON.parse(event.data);
      } catch {
        return;
      }
      if (m.type === 'lobby') lastLobby = m;
      if (m.type === 'game-started') {
        announce('Your challenge was accepted: the game starts.');
        location.assign(`/g/${encodeURIComponent(m.gameId)}`);
        return;
      }
      if (m.type === 'challenge-added' && me.signedIn && m.challenge.to === me.username) directChallenge(m.challenge);
      if (m.type === 'challenge-removed')
        document.querySelectorAll(`.direct-challenge[data-id="${m.id}"]`).forEach((n) => n.remove());
      for (const l of lobbyListeners) l(m);
    });
    socket.addEventListener('close', () => {
      clearInterval(ping);
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 10000);
    });
  };
  open();
}

/** A challenge made to this player, shown on whatever page is open. */
function directChallenge(c) {
  const box = h(
    'div',
    { class: 'direct-challenge', role: 'alert', dataset: { id: c.id } },
    h(
      'span',
      {},
      `${c.author.name} challenges you to ${c.name} (${c.rated ? 'rated' : 'casual'}, ${clockWords(c.clock)}).`,
    ),
    h(
      'button',
      {
        type: 'button',
        class: 'primary small',
        onclick: async () => {
          try {
            const started = await accounts.accept(c.id);
            location.assign(`/g/${encodeURIComponent(started.gameId)}`);
          } catch (e) {
            box.replaceChildren(e.message);
          }
        },
      },
      'Accept',
    ),
    h('button', { type: 'button', class: 'ghost small', onclick: () => box.remove() }, 'Not now'),
  );
  document.body.append(box);
}

/** "5+3", "3 days a move" or "no clock". */
export function clockWords(clock) {
  if (!clock || clock.type === 'none') return 'no clock';
  if (clock.type === 'correspondence') return `${clock.days} day${clock.days === 1 ? '' : 's'} a move`;
  return `${clock.minutes}+${clock.increment}`;
}

/** "1512?" for a provisional rating. */
export function ratingWords(rating, provisional) {
  return `${formatNumber(rating)}${provisional ? '?' : ''}`;
}

/** A path on this site to return to after signing in ("/" for anything else). */
function localPath(next) {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** The sign-in and sign-up page (/?signin&next=<path>): a form as wide as the page allows. */
export function showSignIn(main, next) {
  const back = localPath(next);
  document.title = 'Sign in · Boardwright';
  if (me.signedIn) {
    main.replaceChildren(
      h(
        'section',
        { class: 'panel signin-page' },
        h('h1', {}, 'Signed in'),
        h('p', {}, `You are signed in as ${me.username}. `, h('a', { href: back }, 'Go back'), '.'),
      ),
    );
    return;
  }
  const error = h('p', { class: 'error', role: 'alert' });
  const name = h('input', { name: 'username', autocomplete: 'username', required: true, minlength: 3, maxlength: 20 });
  const password = h('input', {
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: true,
    minlength: 8,
  });
  const again = h('input', { name: 'password-again', type: 'password', autocomplete: 'new-password', minlength: 8 });
  const submit = (kind) => async (e) => {
    e.preventDefault();
    error.textContent = '';
    if (kind === 'up' && again.value !== password.value) {
      error.textContent = 'The two passwords differ: type the same password in both fields to create the account.';
      again.focus();
      return;
    }
    try {
      if (kind === 'up') await accounts.signUp(name.value, password.value);
      else await accounts.signIn(name.value, password.value);
      // This browser's games may become the account's, on every device (asked: on a shared
      // computer they may be someone else's).
      const games = savedGames()
        .filter((g) => g.token)
        .map((g) => ({ id: g.id, token: g.token }));
      if (
        games.length &&
        confirm(
          `Add the ${games.length} game${games.length === 1 ? '' : 's'} played in this browser to your account, so they open on every device?`,
        )
      ) {
        await accounts.claim(games.slice(0, 100)).catch(() => {});
      }
      location.assign(back);
    } catch (err) {
      error.textContent = err.message;
    }
  };
  const form = h(
    'form',
    { class: 'signin', onsubmit: submit('in') },
    h('label', { class: 'field' }, h('span', {}, 'Username'), name),
    h('label', { class: 'field' }, h('span', {}, 'Password'), password),
    h('label', { class: 'field' }, h('span', {}, 'Password again (to create an account)'), again),
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'submit', class: 'primary', dataset: { action: 'signin' } }, 'Sign in'),
      h(
        'button',
        {
          type: 'button',
          dataset: { action: 'signup' },
          onclick: (e) => {
            if (form.reportValidity()) submit('up')(e);
          },
        },
        'Create account',
      ),
    ),
    h(
      'p',
      { class: 'hint' },
      'Usernames: 3 to 20 letters, digits, _ and -. Passwords: at least 8 characters, and none of the 10,000 most common ones. You can play without an account.',
    ),
    error,
  );
  main.replaceChildren(
    h(
      'section',
      { class: 'panel signin-page', 'aria-labelledby': 'signin-title' },
      h('h1', { id: 'signin-title' }, 'Sign in or create an account'),
      form,
      h('p', {}, h('a', { href: back }, back === '/' ? 'Back to the games' : 'Back without signing in')),
    ),
  );
  name.focus();
}

/** Fills the header's account box and opens the lobby socket. */
export async function setupAccount() {
  const box = document.getElementById('account');
  if (!box) return;
  try {
    me = await accounts.me();
  } catch {
    me = { signedIn: false };
  }
  const slot = document.getElementById('turn-slot');
  function render() {
    if (!me.signedIn) {
      const here = location.pathname + location.search;
      const next = new URLSearchParams(location.search).has('signin') ? '' : `&next=${encodeURIComponent(here)}`;
      box.replaceChildren(h('a', { class: 'button ghost', id: 'signin-open', href: `/?signin${next}` }, 'Sign in'));
      return;
    }
    const turn = h(
      'a',
      { href: `/@/${encodeURIComponent(me.username)}#turn`, class: 'turn-count', id: 'turn-count', hidden: true },
      'Your turn: …',
    );
    if (slot) slot.replaceChildren(turn);
    box.replaceChildren(
      h('a', { href: `/@/${encodeURIComponent(me.username)}`, class: 'me', id: 'me-link' }, me.username),
      ' ',
      slot ? '' : turn,
      ' ',
      h(
        'button',
        {
          type: 'button',
          class: 'ghost small',
          id: 'signout',
          onclick: async () => {
            await accounts.signOut();
            location.reload();
          },
        },
        'Sign out',
      ),
    );
    watchTurn(turn);
  }
  render();
  openLobbySocket();
}

let turnCheck = null;
/** Reads the "your turn" count again now (a game page calls it when a move lands). */
export function refreshTurn() {
  if (turnCheck) turnCheck();
}

/** Keeps the "your turn" count fresh; tells a hidden tab's player with a notification. */
function watchTurn(link) {
  let known = null;
  const check = (turnCheck = async () => {
    let turn;
    try {
      turn = await accounts.turn();
    } catch {
      return;
    }
    // Shown only while a game waits for the player's move, as lichess does.
    link.textContent = `Your turn: ${turn.count}`;
    link.hidden = turn.count === 0;
    link.classList.toggle('waiting', turn.count > 0);
    const ids = new Set(turn.games.map((g) => g.id));
    if (known) {
      const fresh = turn.games.filter((g) => !known.has(g.id));
      if (fresh.length && document.hidden && 'Notification' in window && Notification.permission === 'granted') {
        new Notification('Boardwright: your move', {
          body: fresh.map((g) => `${g.name} against ${g.opponent}`).join('\n'),
          tag: 'boardwright-turn',
        });
      }
    }
    known = ids;
  });
  check();
  setInterval(check, 15000);
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) check();
  });
}
