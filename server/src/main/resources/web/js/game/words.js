// The game page in words: moves, the status line, and what screen readers hear when a state
// arrives. Moves are told apart by their kind (the state's moveKinds), never by their notation.

import { announce } from '../dom.js';
import { listWords } from '../games.js';

/** @typedef {import('../types.js').GameState} GameState */
/** @typedef {import('../types.js').MoveKind} MoveKind */

/** The numbers in a chance outcome's notation: the dice it shows, in order. */
export function diceOf(move) {
  return (String(move).match(/\d+/g) || []).map(Number);
}

/**
 * Words for a move: "a1 takes a2", "dice 3 and 5", "declare speed on e5" (the words the server
 * gave its button, when this page saw it offered), "a forced pass".
 * @param {string} move
 * @param {MoveKind} kind
 * @param {Map<string, string>} labels  button words of moves the page was offered
 */
export function moveWords(move, kind, labels) {
  if (kind === 'CHANCE') return `dice ${listWords(diceOf(move).map(String))}`;
  if (kind && kind !== 'BOARD') {
    const label = labels && labels.get(move);
    if (label) return label.charAt(0).toLowerCase() + label.slice(1);
    if (kind === 'FORCED_PASS') return 'a forced pass';
    return move;
  }
  return move.replace(/-/g, ' to ').replace(/x/g, ' takes ');
}

/** The line under the title: whose move, or how the game ended. */
export function statusText(ctx) {
  const s = ctx.state;
  if (s.status === 'aborted') return 'The game was aborted.';
  if (s.status === 'finished') {
    let text;
    if (s.result === '*') text = 'The game ended unfinished (*).';
    else if (s.winner === null || s.winner === undefined) text = `Drawn (${s.result || '½-½'}).`;
    else {
      const winnerColour = s.seats[s.winner].color;
      const seated = s.you === 0 || s.you === 1;
      text = seated
        ? `${s.you === s.winner ? 'You win' : 'You lose'}: ${winnerColour} wins (${s.result}).`
        : `${winnerColour} wins (${s.result}).`;
    }
    if (s.reason)
      text += ` ${s.reason.charAt(0).toUpperCase()}${s.reason.slice(1)}${/[.!]$/.test(s.reason) ? '' : '.'}`;
    if (s.enginePolicy)
      text += ' This ending is an engine policy of this program (a limit it sets), not a rule of the game.';
    return text;
  }
  if (s.toMove === null || s.toMove === undefined) return ctx.descriptor.chance ? 'Throwing the dice…' : 'Waiting…';
  const colour = s.sideToMove;
  if (s.thinking) return `The computer (${colour}) is thinking…`;
  if (s.you === 'both') return `${colour} to move.`;
  if (s.you === s.toMove) return `Your move (${colour}).`;
  if (s.you === null || s.you === undefined) return `${colour} to move. You are watching.`;
  return `${colour} to move. Waiting for your opponent.`;
}

/**
 * Tells screen readers what changed between two states (moves played or taken back, offers, the
 * status), and notes a forced pass on the page, since nobody chose it.
 * @param {GameState | null} previous
 * @param {GameState} next
 * @param {string[] | null} oldMoves  the moves the page last told
 */
export function tellChanges(ctx, previous, next, oldMoves) {
  if (oldMoves === null) {
    announce(`${next.name}. ${statusText(ctx)}`);
    return;
  }
  const sameStart = oldMoves.every((m, i) => next.moves[i] === m);
  const parts = [];
  if (next.moves.length > oldMoves.length && sameStart) {
    for (let i = oldMoves.length; i < next.moves.length; i++) {
      const kind = (next.moveKinds || [])[i];
      if (kind === 'FORCED_PASS') {
        parts.push('A player with no legal move passed.');
        ctx.say('Forced pass: a player had no legal move, so the pass was played for him.', 'note');
      } else {
        const words = moveWords(ctx.show(next.moves[i]), kind, ctx.labels);
        const side = ctx.history ? ctx.history.playedBy(i + 1) : '';
        const text = kind === 'CHANCE' ? words : `${side ? `${side} played` : 'Played'} ${words}`;
        parts.push(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
      }
    }
  }
  if (!previous || previous.status !== next.status || parts.length || previous.toMove !== next.toMove)
    parts.push(statusText(ctx));
  // Offers, take-backs and a turned board are told by the notice line (notices.js), a live region.
  if (parts.length) announce(parts.join(' '));
}
