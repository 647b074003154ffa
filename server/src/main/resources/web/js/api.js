// The server API (docs/API.md): JSON over HTTP for commands, a WebSocket per game for updates.

import { savedGame, saveGame } from './store.js';

/** A refused request: the server's error code and message, and the legal moves when it gave them. */
export class ApiError extends Error {
  constructor(status, code, message, legalMoves) {
    // The server's words are lower case fragments ("no game x"): shown as a sentence.
    const text = String(message || '');
    super(text && `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?:]$/.test(text) ? '' : '.'}`);
    this.status = status;
    this.code = code;
    this.legalMoves = legalMoves || null;
  }
}

/**
 * @param {string} method
 * @param {string} path
 * @param {{token?: string, body?: any}} [options]
 */
export async function request(method, path, { token, body } = {}) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network', 'The server could not be reached. Check the connection and try again.');
  }
  const text = await response.text();
  let data = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const err = (data && data.error) || {};
    throw new ApiError(
      response.status,
      err.code || 'http_' + response.status,
      err.message || `The server answered ${response.status}.`,
      err.legalMoves,
    );
  }
  return data;
}

let catalog = null; // one fetch per page

export const api = {
  /** @returns {Promise<import('./types.js').Catalog>} */
  catalog: () => {
    if (!catalog)
      catalog = request('GET', '/api/catalog').catch((e) => {
        catalog = null;
        throw e;
      });
    return catalog;
  },
  /** One game for a spec with parameters: its start position and size for them. */
  catalogEntry: (spec) => request('GET', `/api/catalog/${encodeURIComponent(spec)}`),
  createGame: (options) => request('POST', '/api/games', { body: options }),
  join: (id, invite, token) =>
    request('POST', `/api/games/${encodeURIComponent(id)}/join`, { token, body: { invite } }),
  state: (id, token) => request('GET', `/api/games/${encodeURIComponent(id)}`, { token }),
  move: (id, token, move, ply) =>
    request('POST', `/api/games/${encodeURIComponent(id)}/moves`, { token, body: { move, ply } }),
  resign: (id, token) => request('POST', `/api/games/${encodeURIComponent(id)}/resign`, { token, body: {} }),
  draw: (id, token, action) =>
    request('POST', `/api/games/${encodeURIComponent(id)}/draw`, { token, body: { action } }),
  takeback: (id, token, action) =>
    request('POST', `/api/games/${encodeURIComponent(id)}/takeback`, { token, body: { action } }),
  claim: (id, token, action) =>
    request('POST', `/api/games/${encodeURIComponent(id)}/claim`, { token, body: { action } }),
  rematch: (id, token, action) =>
    request('POST', `/api/games/${encodeURIComponent(id)}/rematch`, { token, body: { action } }),
  analysis: (id, token, ply) =>
    request('GET', `/api/games/${encodeURIComponent(id)}/analysis` + (ply === undefined ? '' : `?ply=${ply}`), {
      token,
    }),
  positions: (id, token) => request('GET', `/api/games/${encodeURIComponent(id)}/positions`, { token }),
  recordUrl: (id) => `/api/games/${encodeURIComponent(id)}/record`,
};

/**
 * Opens an invitation link (#i=<invite>): the single-use invite is exchanged for this browser's
 * own seat token (kept in the store); a browser that already holds a seat of the game (the
 * creator opening his own link) keeps it. The invite leaves the address bar. Returns a note for
 * the page, or null.
 */
export async function acceptInvitation(id) {
  const invite = new URLSearchParams(location.hash.slice(1)).get('i');
  if (!invite) return null;
  history.replaceState(null, '', location.pathname + location.search);
  const saved = savedGame(id);
  try {
    const joined = await api.join(id, invite, saved && saved.token);
    if (joined.token) saveGame({ id, token: joined.token });
    return joined.ownInvitation ? 'This is your invitation: send the link to your friend. You keep your seat.' : null;
  } catch (e) {
    return e.code === 'conflict' ? 'This invitation was already used, so you are watching.' : e.message;
  }
}

/**
 * Keeps a WebSocket open to a game and hands every pushed state to onState. Reconnects with a
 * growing delay after a drop; the server sends the whole state on connect, so nothing is lost.
 * The token goes in the first message, never in the address (proxies log addresses).
 * @param {string} id
 * @param {string | null} token
 * @param {{ onState: (state: any) => void, onStatus?: (status: string) => void }} handlers
 */
export function watchGame(id, token, { onState, onStatus }) {
  let socket = null;
  let closed = false;
  let delay = 500;
  let pingTimer = null;

  function open() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    // Until the server has read the token, states come as a watcher sees them: wait for the seat's.
    let awaitingSeat = Boolean(token);
    socket = new WebSocket(`${scheme}//${location.host}/api/games/${encodeURIComponent(id)}/ws`);
    socket.addEventListener('open', () => {
      if (token) socket.send(JSON.stringify({ type: 'auth', token }));
      delay = 500;
      onStatus && onStatus('live');
      clearInterval(pingTimer);
      // Keeps proxies from closing an idle connection.
      pingTimer = setInterval(() => {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
      }, 25000);
    });
    socket.addEventListener('message', (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.type === 'error') awaitingSeat = false;
      if (message.type === 'state' && message.state && !(awaitingSeat && message.state.you === null)) {
        awaitingSeat = false;
        onState(message.state);
      }
    });
    socket.addEventListener('close', () => {
      clearInterval(pingTimer);
      if (closed) return;
      onStatus && onStatus('reconnecting');
      setTimeout(() => {
        if (!closed) open();
      }, delay);
      delay = Math.min(delay * 2, 10000);
    });
  }
  open();
  return {
    close() {
      closed = true;
      clearInterval(pingTimer);
      if (socket) socket.close();
    },
  };
}
