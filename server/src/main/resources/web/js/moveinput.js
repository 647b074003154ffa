// Entering moves by clicking squares. The legal moves come from the server; a move such as
// "a1-c3xe5" is split into its stops [a1, c3, e5] and the separators before each ("-" step,
// "x" capture), and the clicks so far select the moves that begin with those stops: a prefix
// tree walked one click at a time. Nothing that is not a legal move can be entered.

const BOARD_MOVE = /^[a-z]\d+(?:[-x][a-z]\d+)+$/;

/** The stops of a board move and the separator before each (the first has none), or null. */
export function splitMove(move) {
  if (!BOARD_MOVE.test(move)) return null;
  const squares = move.split(/[-x]/);
  const seps = [''];
  for (const ch of move) if (ch === '-' || ch === 'x') seps.push(ch);
  return { squares, seps };
}

/** A move's form with its squares blanked ("speed:e5" -> "speed:#"): typed text of a legal move's form is notation. */
function form(move) {
  return move.replace(/[a-z]\d+/g, '#');
}

export class MoveInput {
  constructor(legalMoves) {
    this.moves = legalMoves.map((m) => ({ move: m, ...splitMove(m) })).filter((m) => m.squares);
    this.path = [];
  }

  /** Moves that begin with the squares clicked so far. */
  candidates(path = this.path) {
    return this.moves.filter((m) => m.squares.length >= path.length && path.every((s, i) => m.squares[i] === s));
  }

  /** Squares a move can start from. */
  origins() {
    return new Set(this.moves.map((m) => m.squares[0]));
  }

  /** Where the next click may go: square -> {capture} (capture: the separator is "x"). */
  targets() {
    const result = new Map();
    if (this.path.length === 0) return result;
    for (const m of this.candidates()) {
      if (m.squares.length > this.path.length) {
        const sq = m.squares[this.path.length];
        const capture = m.seps[this.path.length] === 'x';
        const known = result.get(sq);
        result.set(sq, { capture: capture || (known ? known.capture : false) });
      }
    }
    return result;
  }

  /** The complete move the clicks so far spell, if any. */
  complete() {
    const done = this.candidates().filter((m) => m.squares.length === this.path.length);
    return done.length ? done[0].move : null;
  }

  reset() {
    this.path = [];
  }

  /**
   * Takes a click and says what it did: {kind: 'select' | 'extend' | 'move' | 'deselect' |
   * 'reject', move?, reason?}. A rejected click leaves the selection as it was.
   */
  click(sq) {
    if (this.path.length > 0) {
      const next = this.candidates([...this.path, sq]);
      if (next.length > 0) {
        this.path = [...this.path, sq];
        const exact = next.filter((m) => m.squares.length === this.path.length);
        if (exact.length > 0 && exact.length === next.length) {
          const move = exact[0].move;
          this.path = [];
          return { kind: 'move', move };
        }
        return { kind: 'extend' };
      }
      // The last stop clicked again ends a move that could also go on (both are legal).
      if (sq === this.path[this.path.length - 1] && this.path.length > 1 && this.complete()) {
        const move = this.complete();
        this.path = [];
        return { kind: 'move', move };
      }
      if (sq === this.path[0]) {
        this.path = [];
        return { kind: 'deselect' };
      }
      if (this.origins().has(sq)) {
        this.path = [sq];
        return { kind: 'select' };
      }
      const from = this.path.join(' → ');
      const options = [...this.targets().keys()].sort().join(', ');
      return { kind: 'reject', reason: `${sq} is not a legal next stop from ${from}. Legal: ${options}.` };
    }
    if (this.origins().has(sq)) {
      this.path = [sq];
      return { kind: 'select' };
    }
    return { kind: 'reject', reason: null };
  }
}

/**
 * Checks typed notation against the legal moves. Returns {move} when legal, otherwise
 * {reason} saying why, with the legal moves from the same square when there are any.
 */
export function checkTyped(text, legalMoves) {
  const move = text.trim();
  if (!move) return { reason: 'Type a move, for example ' + (legalMoves[0] || 'a1-a2') + '.' };
  if (legalMoves.includes(move)) return { move };
  const lower = move.toLowerCase();
  if (legalMoves.includes(lower)) return { move: lower };
  const parts = splitMove(lower);
  const forms = new Set(legalMoves.filter((m) => !splitMove(m)).map(form));
  if (!parts && !forms.has(form(lower))) {
    return { reason: `"${move}" is not move notation. Moves look like ${legalMoves.slice(0, 3).join(', ')}.` };
  }
  if (parts) {
    const same = legalMoves.filter((m) => m.startsWith(parts.squares[0] + '-') || m.startsWith(parts.squares[0] + 'x'));
    if (same.length) return { reason: `${move} is not legal here. From ${parts.squares[0]}: ${same.join(', ')}.` };
    return { reason: `${move} is not legal here: nothing can move from ${parts.squares[0]} now.` };
  }
  return { reason: `${move} is not legal here.` };
}
