// The server's side of the analysis board: moves are checked and played by the server in
// hot-seat games started from a position (a record with a `Start` tag), one game per position
// moves are tried from, so every rule is the server's.

import { api } from '../api.js';

/** A record that starts a game of `spec` at `position`. */
export function recordOf(spec, position) {
  return `[Game "${spec}"]\n[Start "${position.replace(/["\\]/g, '\\$&')}"]\n\n*\n`;
}

/**
 * Puts the moves a session's game has played since `from` into the tree (the positions from
 * the server's list, `positions` when already fetched), and the session at the last node.
 */
export function absorb(tree, from, session, state, positions) {
  const startPly = session.plyOf ? session.plyOf : 0;
  let node = from;
  for (let i = startPly; i < state.moves.length; i++)
    node = tree.child(node, state.moves[i], (state.moveKinds || [])[i], positions[i + 1] || null);
  if (!node.position) node.position = state.position;
  node.state = state;
  node.session = { id: session.id, token: session.token, plyOf: state.moves.length };
  return node;
}

/**
 * The function that gives the hot-seat game standing at a node of `tree` (a new one from its
 * position when none is there; one request at a time for a node).
 */
export function sessionsFor(spec, tree) {
  let pending = null;
  return async function sessionAt(node) {
    if (node.session && node.state) return node.session;
    if (pending && pending.node === node) return pending.promise;
    const promise = api
      .createGame({ record: recordOf(spec, node.position), opponent: 'hotseat' })
      .then((created) => {
        pending = null;
        const session = { id: created.id, token: created.token, plyOf: 0 };
        // A game that starts by throwing the dice has moved on: the throw becomes the next node.
        return absorb(tree, node, session, created.state, [node.position]).session;
      })
      .catch((e) => {
        pending = null;
        throw e;
      });
    pending = { node, promise };
    return promise;
  };
}
