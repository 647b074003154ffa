// Move numbers as players count them: one number per full move, a turn of each side
// ("1. 11-15 22-18"), as a PDN record numbers them. The side of each ply is read from the
// position before it (the side letter of its position string, docs/rules/README.md, matched
// against the descriptor's sides), so a throw of the dice, a declaration or a second turn in a
// row stays in the move of the side that made it. Nothing here knows a game.

/** @typedef {import('../types.js').Descriptor} Descriptor */

/** The side to move in a position string (its index in the descriptor's sides), or -1. */
export function sideOfPosition(descriptor, position) {
  const letter = String(position || '')
    .trim()
    .split(/\s+/)[1];
  return descriptor.sides.findIndex((s) => s.letter === letter);
}

/**
 * The side that played each ply, from the positions when known (position i is the one before
 * ply i + 1), else by turns: each ply that is not a throw or a declaration hands the move over.
 * @param {Descriptor} descriptor
 * @param {{moves: string[], moveKinds?: string[], startPosition?: string, position?: string}} state
 * @param {string[] | null} positions  the position strings per ply (at least moves.length of them)
 */
export function sidesOfPlies(descriptor, state, positions) {
  const count = state.moves.length;
  if (positions && positions.length >= count) {
    const sides = positions.slice(0, count).map((p) => sideOfPosition(descriptor, p));
    if (sides.every((s) => s >= 0)) return sides;
  }
  const kinds = state.moveKinds || [];
  let side = Math.max(0, sideOfPosition(descriptor, state.startPosition));
  const sides = [];
  for (let i = 0; i < count; i++) {
    sides.push(side);
    if (kinds[i] !== 'CHANCE' && kinds[i] !== 'DECLARATION') side = 1 - side;
  }
  return sides;
}

/**
 * The full move of each ply: {number, side, opens} where opens says the ply starts its side's
 * turn in that move (the list writes the number there: "12." for the first side, "12..." for the
 * second when its turn starts a list or follows a gap). A move starts with the first side's turn.
 * @param {number[]} sides  the side of each ply
 */
export function fullMoves(sides) {
  const out = [];
  let number = 1;
  for (let i = 0; i < sides.length; i++) {
    const side = sides[i];
    const before = i > 0 ? sides[i - 1] : null;
    if (before === 1 && side === 0) number++;
    out.push({ number, side, opens: before !== side });
  }
  return out;
}

/** "12." or "12..." for a ply that opens its side's turn. */
export function numberLabel(m) {
  return m.side === 0 ? `${m.number}.` : `${m.number}...`;
}
