// What happened, in words that stay on the page: offers made, accepted, declined or lapsed, moves
// taken back, the board turning when the colours are swapped. The notice is a polite live
// region, so screen readers hear it too. Everything is read from two states; nothing here
// knows a game.

import { h } from '../dom.js';

/** @typedef {import('../types.js').GameState} GameState */

const given = (v) => v !== null && v !== undefined;

/** Words for "who" from this page's point of view: "You", "Your opponent", or the colour. */
function who(ctx, state, seat) {
  if (state.you === seat) return 'You';
  const colour = state.seats[seat] ? state.seats[seat].color : 'A player';
  if (state.you === 0 || state.you === 1) {
    const other = state.seats[seat];
    return other && other.kind === 'computer' ? `The computer (${colour})` : `Your opponent (${colour})`;
  }
  return colour;
}

function offerWords(ctx, previous, next, field, thing) {
  const before = previous[field],
    after = next[field];
  if (before === after) return null;
  if (!given(before) && given(after)) {
    if (next.you === after) return `You ${thing.verb}. Waiting for the answer.`;
    if (next.you === 'both')
      return `${next.seats[after].color} ${thing.verbs}: the other side may accept or decline below.`;
    return `${who(ctx, next, after)} ${thing.verbs}: accept or decline with the buttons below.`;
  }
  if (given(before) && !given(after)) {
    const grew = next.moves.length > previous.moves.length;
    const shrank = next.moves.length < previous.moves.length;
    if (next.status !== 'active' && previous.status === 'active') return thing.accepted(next, shrank);
    if (field === 'takebackRequest' && shrank) return null; // told as a take-back below
    if (grew) return `The ${thing.noun} lapsed with the next move.`;
    const answerer = next.you === 'both' ? null : 1 - before;
    if (next.you === before) return `${who(ctx, next, answerer)} declined your ${thing.noun}.`;
    if (next.you === answerer) return `You declined the ${thing.noun}.`;
    return `The ${thing.noun} was declined.`;
  }
  return null;
}

const DRAW = {
  verb: 'offered a draw',
  verbs: 'offers a draw',
  noun: 'draw offer',
  accepted: (next) =>
    next.winner === null || next.winner === undefined ? 'The draw offer was accepted: the game is drawn.' : null,
};
const TAKEBACK = {
  verb: 'asked to take back a move',
  verbs: 'asks to take back a move',
  noun: 'take-back request',
  accepted: () => null,
};

/** "Your opponent (White, alice)": who, with the signed-in player's name when the seat has one. */
function whoNamed(ctx, state, seat) {
  const words = who(ctx, state, seat);
  const player = state.seats[seat] && state.seats[seat].player;
  return player && player.name && state.you !== seat ? words.replace(/\)$/, `, ${player.name})`) : words;
}

/** A rematch offered, declined or made, in words. */
function rematchWords(ctx, previous, next) {
  const before = previous.rematch || {},
    after = next.rematch || {};
  if (after.gameId && !before.gameId) return 'The rematch is made: on to the new game.';
  const offeredBefore = given(before.offeredBy),
    offeredAfter = given(after.offeredBy);
  if (!offeredBefore && offeredAfter) {
    if (next.you === after.offeredBy) return 'You offered a rematch. Waiting for the answer.';
    return `${whoNamed(ctx, next, after.offeredBy)} offers a rematch: accept or decline with the buttons below.`;
  }
  if (offeredBefore && !offeredAfter && !after.gameId) {
    if (next.you === before.offeredBy)
      return `${whoNamed(ctx, next, 1 - before.offeredBy)} declined your rematch offer.`;
    return 'You declined the rematch.';
  }
  return null;
}

/** How many turns a run of moves holds: dice and declarations are part of a turn, not turns. */
export function turnsIn(kinds, count) {
  let n = 0;
  for (let i = 0; i < count; i++) if (kinds[i] !== 'CHANCE' && kinds[i] !== 'DECLARATION') n++;
  return n;
}

/**
 * The notice for a change of state, or null when nothing calls for one.
 * @param {GameState} previous
 * @param {GameState} next
 * @param {boolean} turnedBefore  whether the board was drawn flipped before
 * @param {boolean} turnedAfter
 */
export function noticeFor(ctx, previous, next, turnedBefore, turnedAfter) {
  if (!previous || previous.id !== next.id) return null;
  const parts = [];
  const draw = offerWords(ctx, previous, next, 'drawOffer', DRAW);
  if (draw) parts.push(draw);
  const takeback = offerWords(ctx, previous, next, 'takebackRequest', TAKEBACK);
  if (takeback) parts.push(takeback);
  const rematch = rematchWords(ctx, previous, next);
  if (rematch) parts.push(rematch);
  const sameStart = next.moves.every((m, i) => previous.moves[i] === m);
  if (next.moves.length < previous.moves.length && sameStart) {
    const kinds = previous.moveKinds || [];
    const n = turnsIn(kinds, previous.moves.length) - turnsIn(kinds, next.moves.length);
    const taken = previous.moves
      .slice(next.moves.length)
      .filter((_, i) => !['CHANCE'].includes(kinds[next.moves.length + i]));
    const mine = next.you === 0 || next.you === 1;
    const other = mine ? next.seats[1 - Number(next.you)] : null;
    const against = Boolean(other && other.kind === 'computer');
    parts.push(
      `Take-back: ${n === 1 ? 'one move' : `${n} moves`} taken back (${taken.map((m) => ctx.show(m)).join(', ')})` +
        (against ? ", yours and the computer's reply" : '') +
        `. ${next.sideToMove ? `${next.sideToMove} to move.` : ''}`.trimEnd(),
    );
  }
  if (turnedBefore !== turnedAfter && next.you !== 'both') {
    const mine = next.you === 0 || next.you === 1 ? next.seats[next.you].color : null;
    parts.push(`The colours were swapped${mine ? `: you now play ${mine}` : ''}, so the board turned round.`);
  }
  return parts.length ? parts.join(' ') : null;
}

/** The notice line under the status: keeps its text until something new happens. */
export function createNotices(ctx) {
  // Always laid out (an empty live region is still heard when text arrives); empty, it takes no room.
  const element = h('p', { class: 'notice', id: 'notice', role: 'status', 'aria-live': 'polite' });
  let shownAtPly = null;
  return {
    element,
    /** Called with each new state, before the page redraws. */
    update(previous, next, turnedBefore, turnedAfter) {
      const text = noticeFor(ctx, previous, next, turnedBefore, turnedAfter);
      if (text) {
        element.textContent = text;
        shownAtPly = next.ply;
      } else if (shownAtPly !== null && next.ply > shownAtPly + 1) {
        // Two plies on (a move and its reply), the old news goes.
        element.textContent = '';
        shownAtPly = null;
      }
    },
    render() {},
  };
}
