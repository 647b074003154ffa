// The move list, looking back at earlier positions, hints, and the review of a finished game
// against the computer's evaluation.

import { api } from '../api.js';
import { announce, h } from '../dom.js';
import { dieSvg } from '../pictures.js';
import { turnsIn } from './notices.js';
import { diceOf, moveWords } from './words.js';

/**
 * The computer's judgement in words for the side to move, and its share of a bar (0 to 1):
 * from the winning chance when the engine gives one, else from its score (100 is about a man).
 */
export function evaluationWords(a) {
  const side = a.sideToMove;
  if (a.mate) return { text: a.mate > 0 ? `${side} wins by force (in ${Math.abs(a.mate)} plies).` : `${side} loses by force (in ${Math.abs(a.mate)} plies).`, share: a.mate > 0 ? 1 : 0 };
  const p = a.winProbability !== undefined && a.winProbability !== null ? a.winProbability : 1 / (1 + Math.exp(-(a.score || 0) / 150));
  const pct = Math.round(p * 100);
  let text;
  if (p >= 0.9) text = `${side} is winning`;
  else if (p >= 0.65) text = `${side} is clearly better`;
  else if (p > 0.55) text = `${side} is slightly better`;
  else if (p >= 0.45) text = 'The position is about level';
  else if (p > 0.35) text = `${side} is slightly worse`;
  else if (p > 0.1) text = `${side} is clearly worse`;
  else text = `${side} is losing`;
  return { text: `${text} (winning chance for ${side} about ${pct}%).`, share: p };
}

const NO_POSITIONS = 'Earlier positions cannot be shown: this server does not list them (GET /api/games/{id}/positions).';

export function createHistory(ctx) {
  const moveList = h('ol', { class: 'move-list', id: 'move-list', 'aria-label': 'Moves' });
  const viewBar = h('div', { class: 'view-bar', id: 'view-bar' });
  const reviewPanel = h('div', { class: 'review', id: 'review', hidden: true, 'aria-live': 'polite' });
  let positions = null;         // position strings per ply, from the server, for looking back
  let positionsFor = null;      // the moves they belong to
  let positionsMissing = false;
  const analysisCache = new Map();

  const kindAt = (i) => (ctx.state.moveKinds || [])[i] || 'BOARD';
  const wordsAt = (i) => moveWords(ctx.show(ctx.state.moves[i]), kindAt(i), ctx.labels);

  /** A move as the list shows it; a throw of the dice as dice, with its numbers as text. */
  function moveLabel(move, i) {
    if (kindAt(i) !== 'CHANCE') return [ctx.show(move)];
    const dice = diceOf(move);
    return [h('span', { class: 'mini-dice', 'aria-hidden': 'true' }, dice.map(dieSvg)), `roll ${dice.join('-')}`];
  }

  function renderMoveList() {
    const state = ctx.state;
    const review = ctx.review;
    // Marked: the position looked at, or in a review the move being judged.
    const shown = review ? review.ply + 1 : ctx.viewPly;
    const items = [h('li', { class: 'start' }, h('button', { type: 'button', class: 'move', dataset: { ply: '0' }, 'aria-current': shown === 0 ? 'true' : null, onclick: () => lookAt(0) }, 'Start'))];
    const kinds = state.moveKinds || [];
    state.moves.forEach((move, i) => {
      const ply = i + 1;
      // Numbers count turns: a throw of the dice or a declaration belongs to the turn it opens.
      const part = kinds[i] === 'CHANCE' || kinds[i] === 'DECLARATION';
      const current = shown === null ? ply === state.ply : shown === ply;
      items.push(h('li', { class: part ? 'part' : null }, h('button', {
        type: 'button', class: 'move' + (kindAt(i) === 'CHANCE' ? ' roll' : ''), dataset: { ply: String(ply) },
        'aria-current': current ? 'true' : null, 'aria-label': `${part ? 'In move' : 'Move'} ${turnsIn(kinds, i) + 1}: ${wordsAt(i)}`,
        'data-n': part ? null : String(turnsIn(kinds, i) + 1),
        onclick: () => lookAt(review ? ply - 1 : ply),   // a review judges the move from the position before it
      }, ...moveLabel(move, i))));
    });
    const atEnd = moveList.scrollTop + moveList.clientHeight >= moveList.scrollHeight - 4;
    moveList.replaceChildren(...items);
    if (ctx.viewPly === null && atEnd) moveList.scrollTop = moveList.scrollHeight;
  }

  function renderViewBar() {
    const state = ctx.state;
    const viewPly = ctx.viewPly;
    if (viewPly === null) {
      const turns = turnsIn(state.moveKinds || [], state.ply);
      const last = state.lastMove ? [' · ', h('span', { class: 'muted', id: 'last-move' }, `last move ${ctx.show(state.lastMove)}`)] : [];
      viewBar.replaceChildren(h('span', { class: 'muted', id: 'move-count' }, turns ? `Move ${turns}` : state.ply ? 'Move 1 under way' : 'Start position'), ...last);
      return;
    }
    const step = (d) => () => lookAt(Math.max(0, Math.min(state.ply, viewPly + d)));
    viewBar.replaceChildren(
      h('button', { type: 'button', onclick: step(-1), 'aria-label': 'Previous position', disabled: viewPly === 0 }, '‹'),
      h('span', { class: 'looking' }, viewPly === 0 ? 'Start position' : `After move ${Math.max(1, turnsIn(state.moveKinds || [], viewPly))} (${ctx.show(state.moves[viewPly - 1])})`),
      h('button', { type: 'button', onclick: step(1), 'aria-label': 'Next position', disabled: viewPly >= state.ply }, '›'),
      h('button', { type: 'button', class: 'primary', onclick: () => lookAt(null), dataset: { action: 'live' } }, 'Back to the game'));
  }

  async function loadPositions() {
    const key = ctx.state.moves.join(' ');
    if (positions && positionsFor === key) return true;
    if (!positionsMissing) {
      try {
        const answer = await api.positions(ctx.id, ctx.token);
        positions = answer.positions;
        positionsFor = key;
        return true;
      } catch (e) {
        if (e.status === 404) positionsMissing = true;
      }
    }
    if (!ctx.review) ctx.say(NO_POSITIONS);
    return false;
  }

  async function lookAt(ply) {
    const state = ctx.state;
    if (ply === null || (ply === state.ply && !ctx.review)) { ctx.viewPly = null; ctx.render(); return; }
    const havePositions = await loadPositions();
    if (ctx.review) {
      // Without earlier positions the review still walks the moves, over the final board.
      ctx.review.ply = ply;
      ctx.viewPly = havePositions ? ply : null;
      ctx.render();
      await loadReview();
      return;
    }
    if (!havePositions) return;
    ctx.viewPly = ply;
    ctx.render();
    announce(ply === 0 ? 'Looking at the start position.' : `Looking at the position after move ${ply}, ${wordsAt(ply - 1)}.`);
  }

  async function getHint() {
    ctx.say('Thinking about a hint…', 'note');
    try {
      const a = await api.analysis(ctx.id, ctx.token);
      if (a.ply !== ctx.state.ply) return;
      ctx.hint = a;
      if (!a.bestMove) { ctx.say('No hint for this position.', 'note'); return; }
      const chance = a.winProbability !== undefined && a.winProbability !== null ? ` (your winning chance about ${Math.round(a.winProbability * 100)}%)` : '';
      ctx.say(`Hint: ${ctx.show(a.bestMove)}${chance}.`, 'note');
      const action = (ctx.state.actions || []).find((x) => x.move === a.bestMove);
      announce(`Hint: ${moveWords(ctx.show(a.bestMove), action ? action.kind : 'BOARD', ctx.labels)}.`);
      ctx.renderBoard();
    } catch (e) { ctx.say(e.message); }
  }

  function analysisAt(ply) {
    if (!analysisCache.has(ply)) analysisCache.set(ply, api.analysis(ctx.id, ctx.token, ply).catch((e) => { analysisCache.delete(ply); throw e; }));
    return analysisCache.get(ply);
  }

  function toggleReview() {
    if (ctx.review) { ctx.review = null; reviewPanel.hidden = true; ctx.viewPly = null; ctx.render(); return; }
    ctx.review = { ply: 0, analysis: null };
    reviewPanel.hidden = false;
    lookAt(0);
  }

  async function loadReview() {
    const state = ctx.state;
    const ply = ctx.review.ply;
    const played = state.moves[ply];
    const step = (d) => () => lookAt(Math.max(0, Math.min(state.ply, ply + d)));
    const nav = h('div', { class: 'row' },
      h('button', { type: 'button', onclick: step(-1), disabled: ply === 0, 'aria-label': 'Previous move' }, '‹ Previous'),
      h('button', { type: 'button', onclick: step(1), disabled: ply >= state.ply, 'aria-label': 'Next move' }, 'Next ›'));
    const body = h('div', { class: 'review-body' }, 'Thinking…');
    reviewPanel.replaceChildren(h('h2', { class: 'small-heading' }, `Review: position ${ply} of ${state.ply}`), body, nav);
    try {
      const a = await analysisAt(ply);
      if (!ctx.review || ctx.review.ply !== ply) return;
      ctx.review.analysis = a;
      // Asks for the next position now, so stepping on does not wait a whole search.
      if (ply < state.ply) analysisAt(ply + 1).catch(() => {});
      const lines = [];
      if (played) lines.push(h('p', {}, 'Played: ', h('strong', { class: 'played-move' }, ctx.show(played)), a.bestMove && a.bestMove === played ? ' — the best move.' : ''));
      else lines.push(h('p', {}, 'The game ended here.'));
      if (a.bestMove) {
        if (a.bestMove !== played) lines.push(h('p', {}, 'Best: ', h('strong', { class: 'best-move' }, ctx.show(a.bestMove)), ctx.viewPly === null ? '' : ' (marked on the board)'));
        const judged = evaluationWords(a);
        lines.push(h('p', { class: 'evaluation' }, `Evaluation: ${judged.text}`));
        lines.push(h('div', { class: 'eval-bar', role: 'img', 'aria-label': `Bar: ${Math.round(judged.share * 100)}% for ${a.sideToMove}` },
          h('span', { style: `width: ${Math.round(judged.share * 100)}%` })));
        if (a.pv && a.pv.length) lines.push(h('p', { class: 'muted' }, 'Line: ', a.pv.map((m) => ctx.show(m)).join(' ')));
      } else if (played && kindAt(ply) === 'CHANCE') lines.push(h('p', { class: 'muted' }, 'Dice throw.'));
      if (ctx.viewPly === null) lines.push(h('p', { class: 'muted small' }, 'The board shows the final position: this server does not list earlier ones.'));
      body.replaceChildren(...lines);
      ctx.renderBoard();
    } catch (e) {
      body.textContent = 'No evaluation: ' + e.message;
    }
  }

  return {
    moveList, viewBar, reviewPanel, lookAt, getHint, toggleReview,
    /** The position strings per ply, once loaded (null before). */
    positionsNow: () => positions,
    render() { renderMoveList(); renderViewBar(); },
  };
}
