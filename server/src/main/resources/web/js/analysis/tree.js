// The moves of the analysis board as a tree: the main line (a game's moves, or the first line
// tried) and the variations branching off it at any ply. Each node is the position after its
// move; nodes hold what is known of that position (its position string, the server's state when
// a game stood there, the computer's judgement). Nothing here knows a game.

import { sideOfPosition } from '../game/movenumbers.js';

/**
 * @typedef {object} MoveNode
 * @property {string | null} move      the move that led here (null at the root)
 * @property {string} kind             its kind (the state's moveKinds: BOARD, CHANCE, DECLARATION...)
 * @property {string} position         the position string after it
 * @property {MoveNode | null} parent
 * @property {MoveNode[]} children     the first is the line's continuation, the rest variations
 * @property {number} ply              plies from the root
 * @property {number} number           its full move (a turn of each side)
 * @property {number} side             the side that played it (index in the descriptor's sides), -1 at the root
 * @property {object | null} state     the server's state here, when a game stood here
 * @property {number | null} gamePly   its ply in the game the analysis came from (main line only)
 */

export class MoveTree {
  constructor(descriptor, position) {
    this.descriptor = descriptor;
    /** @type {MoveNode} */
    this.root = {
      move: null,
      kind: 'BOARD',
      position,
      parent: null,
      children: [],
      ply: 0,
      number: 1,
      side: -1,
      state: null,
      gamePly: null,
    };
  }

  /** The child of `parent` for `move`, reused when already there, else added (after the others). */
  child(parent, move, kind, position) {
    const known = parent.children.find((c) => c.move === move);
    if (known) {
      if (position) known.position = position;
      return known;
    }
    const side = sideOfPosition(this.descriptor, parent.position);
    const number = parent.number + (parent.side === 1 && side === 0 ? 1 : 0);
    const node = {
      move,
      kind: kind || 'BOARD',
      position,
      parent,
      children: [],
      ply: parent.ply + 1,
      number,
      side,
      state: null,
      gamePly: null,
    };
    parent.children.push(node);
    return node;
  }

  /** The nodes from the root (excluded) to `node`. */
  path(node) {
    const out = [];
    for (let n = node; n.parent; n = n.parent) out.unshift(n);
    return out;
  }

  /** True when every step from the root to `node` is a first child. */
  onMainLine(node) {
    for (let n = node; n.parent; n = n.parent) if (n.parent.children[0] !== n) return false;
    return true;
  }

  /** Takes `node` and what follows it out of the tree; the main line cannot be deleted. */
  remove(node) {
    if (!node.parent || this.onMainLine(node)) throw new Error('The main line stays; only variations can be deleted.');
    node.parent.children = node.parent.children.filter((c) => c !== node);
    return node.parent;
  }

  /** The dice of the latest throw on the way to `node` (CHANCE moves' numbers), or null. */
  lastRoll(node) {
    for (let n = node; n.parent; n = n.parent)
      if (n.kind === 'CHANCE') return (String(n.move).match(/\d+/g) || []).map(Number);
    return null;
  }
}
