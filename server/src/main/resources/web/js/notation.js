// Moves in the notation the player chose, for games whose catalogue entry numbers their squares
// (checkers' 1-32: the entry's squareNumbers, from the engine). The server's state lists moves
// algebraically and the page sends them so; numbered squares are only shown and read here, square
// by square (both notations list every stop of a move). Games without numbering are untouched.

import { settings } from './settings.js';

const ALGEBRAIC_MOVE = /^[a-z]\d+(?:[-x][a-z]\d+)+$/;
const NUMBERED_MOVE = /^\d+(?:[-x]\d+)+$/;

/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */

export class Notation {
  /** @param {CatalogEntry | null} entry */
  constructor(entry) {
    const numbers =
      entry && entry.squareNumbers && (entry.notations || []).includes('numeric') ? entry.squareNumbers : {};
    this.numbers = new Map(Object.entries(numbers));
    this.squares = new Map([...this.numbers].map(([sq, n]) => [n, sq]));
  }

  /** Whether the game has numbered squares at all (the setting is offered only then). */
  get numbered() {
    return this.numbers.size > 0;
  }

  /** Whether moves are shown in numbers now: the game has them and the player did not choose algebraic. */
  get numeric() {
    return this.numbered && settings.get('notation') !== 'algebraic';
  }

  /** Whether the board shows the square numbers. */
  get boardNumbers() {
    return this.numbered && !!settings.get('squareNumbers');
  }

  /** A square's number ("" for none). */
  numberOf(sq) {
    return this.numbers.get(sq) || '';
  }

  /** A square as shown: its number in the numbered notation, else its name. */
  square(sq) {
    return this.numeric && this.numbers.has(sq) ? this.numbers.get(sq) : sq;
  }

  /** A move (algebraic, as the server lists it) as shown; anything that is not a board move stays. */
  show(move) {
    if (!this.numeric || typeof move !== 'string' || !ALGEBRAIC_MOVE.test(move)) return move;
    const squares = move.split(/[-x]/);
    if (!squares.every((sq) => this.numbers.has(sq))) return move;
    let i = 0;
    return move.replace(/[a-z]\d+/g, () => this.numbers.get(squares[i++]));
  }

  /**
   * Typed numbered notation read against the legal (algebraic) moves, as the server reads it:
   * `-` or `x` in either place, and a capture given by some of its stops (its start and end at
   * least, `11x27`). Returns {move} (algebraic), {reason} when it is numbered notation that names
   * no legal move or several, or null when the text is not numbered notation (read as algebraic).
   */
  read(text, legalMoves) {
    const typed = String(text).trim();
    if (!this.numbered || !NUMBERED_MOVE.test(typed)) return null;
    const numbers = typed.split(/[-x]/);
    const unknown = numbers.find((n) => !this.squares.has(String(Number(n))));
    if (unknown !== undefined)
      return { reason: `${typed}: there is no square ${unknown} (squares are numbered 1 to ${this.squares.size}).` };
    const stops = numbers.map((n) => this.squares.get(String(Number(n))));
    const fits = legalMoves.filter((m) => {
      if (!ALGEBRAIC_MOVE.test(m)) return false;
      const path = m.split(/[-x]/);
      if (path[0] !== stops[0] || path[path.length - 1] !== stops[stops.length - 1]) return false;
      let at = 0;
      for (const sq of path) if (at < stops.length && sq === stops[at]) at++;
      return at === stops.length;
    });
    if (fits.length === 1) return { move: fits[0] };
    const shown = (list) => list.map((m) => this.forced(m)).join(', ');
    if (fits.length > 1) return { reason: `${typed} is ambiguous here: it could be ${shown(fits)}.` };
    const from = legalMoves.filter((m) => ALGEBRAIC_MOVE.test(m) && m.split(/[-x]/)[0] === stops[0]);
    if (from.length) return { reason: `${typed} is not legal here. From ${numbers[0]}: ${shown(from)}.` };
    return { reason: `${typed} is not legal here: nothing can move from ${Number(numbers[0])} now.` };
  }

  /** A move in numbers whatever the setting (for answers to typed numbers). */
  forced(move) {
    let i = 0;
    const squares = move.split(/[-x]/);
    return move.replace(/[a-z]\d+/g, () => this.numbers.get(squares[i++]) || squares[i - 1]);
  }
}
