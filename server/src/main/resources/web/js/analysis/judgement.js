// The computer's judgement of each position the analysis board steps to: from the finished game
// the analysis came from, or from a game standing at the position; in words, as a bar with a
// legend, with its best move and best line.

import { api } from '../api.js';
import { h } from '../dom.js';
import { evaluationWords } from '../game/history.js';

/**
 * The judge of one tree's positions. `box` shows the judgement of `current()`; `redraw` draws the
 * board again (its best move marked); `sessionAt` gives the game standing at a node; `game` the
 * game the analysis came from (null for a position set up).
 */
export function createJudge({ d, tree, game, box, show, sessionAt, current, redraw }) {
  const evaluations = new Map(); // node -> the computer's judgement (a promise)
  let asking = null; // the node whose judgement is being asked for

  function evaluationOf(node) {
    if (!evaluations.has(node)) {
      const entry = { value: null, promise: null };
      entry.promise = (
        game && game.finished && node.gamePly !== null && tree.onMainLine(node)
          ? api.analysis(game.id, undefined, node.gamePly)
          : sessionAt(node).then((s) => api.analysis(s.id, s.token))
      )
        .then((a) => {
          entry.value = a;
          return a;
        })
        .catch((e) => {
          evaluations.delete(node);
          throw e;
        });
      evaluations.set(node, entry);
    }
    return evaluations.get(node).promise;
  }

  async function judge(node) {
    if (game && !game.finished && node.gamePly !== null) {
      box.replaceChildren(
        h(
          'p',
          { class: 'muted' },
          'The game is still being played: the computer judges its positions once it is over (try a variation to hear it on that).',
        ),
      );
      return;
    }
    box.replaceChildren(h('p', { class: 'muted' }, 'The computer is thinking…'));
    // One question out at a time (the server serves an address two at once): stepping quickly,
    // the position stopped at is asked about when the one out comes back.
    if (!evaluations.has(node)) {
      if (asking) return;
      asking = node;
    }
    let a;
    try {
      a = await evaluationOf(node);
    } catch (e) {
      if (current() === node) box.replaceChildren(h('p', { class: 'error' }, `No evaluation: ${e.message}`));
      return;
    } finally {
      if (asking === node) {
        asking = null;
        if (current() !== node) judge(current());
      }
    }
    if (current() !== node) return;
    box.replaceChildren(...(a.bestMove ? judgementParts(a).filter(Boolean) : [overOrDice(node)]));
    redraw();
  }

  function overOrDice(node) {
    return h(
      'p',
      {},
      node.state && node.state.status !== 'active'
        ? 'The game is over here.'
        : 'No evaluation here (the dice are to be thrown).',
    );
  }

  function judgementParts(a) {
    const words = evaluationWords(a);
    const share = Math.round(words.share * 100);
    const other = d.sides.find((s) => s.name !== a.sideToMove);
    return [
      h('p', { class: 'evaluation' }, words.text),
      h(
        'div',
        { class: 'eval-bar', role: 'img', 'aria-label': `Bar: ${share}% for ${a.sideToMove}` },
        h('span', { style: `width: ${share}%` }),
      ),
      h(
        'p',
        { class: 'eval-legend small', id: 'eval-legend' },
        h('span', {}, `■ ${a.sideToMove} (to move) ${share}%`),
        h('span', {}, `□ ${other ? other.name : 'the other side'} ${100 - share}%`),
      ),
      h('p', {}, 'Best move: ', h('strong', {}, show(a.bestMove)), ' (marked on the board)'),
      a.pv && a.pv.length
        ? h('p', { class: 'muted', id: 'analysis-line' }, 'Best line: ', a.pv.map(show).join(' '))
        : null,
    ];
  }

  /** The best move known at `node` (null until judged). */
  function bestMoveAt(node) {
    const judged = evaluations.get(node);
    return judged && judged.value ? judged.value.bestMove || null : null;
  }

  return { judge, bestMoveAt };
}
