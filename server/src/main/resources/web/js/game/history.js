// The move list, looking back at earlier positions, hints, and the review of a finished game
// against the computer's evaluation.

import { api } from '../api.js';
import { announce, h } from '../dom.js';
import { dieSvg } from '../pictures.js';
import { fullMoves, numberLabel, sidesOfPlies } from './movenumbers.js';
import { diceOf, moveWords } from './words.js';

/**
 * The computer's judgement in words for the side to move, and its share of a bar (0 to 1):
 * from the winning chance when the engine gives one, else from its score (100 is about a man).
 */
export function evaluationWords(a) {
  const side = a.sideToMove;
  if (a.mate)
    return {
      text:
        a.mate > 0
          ? `${side} wins by force (in ${Math.abs(a.mate)} plies).`
          : `${side} loses by force (in ${Math.abs(a.mate)} plies).`,
      share: a.mate > 0 ? 1 : 0,
    };
  const p =
    a.winProbability !== undefined && a.winProbability !== null
      ? a.winProbability
      : 1 / (1 + Math.exp(-(a.score || 0) / 150));
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

const NO_POSITIONS =
  'Earlier positions cannot be shown: this server does not list them (GET /api/games/{id}/positions).';

export function createHistory(ctx) {
  const moveList = h('ol', { class: 'move-list', id: 'move-list', 'aria-label': 'Moves' });
  const viewBar = h('div', { class: 'view-bar', id: 'view-bar' });
  const reviewPanel = h('div', { class: 'review', id: 'review', hidden: true, 'aria-live': 'polite' });
  let positions = null; // position strings per ply, from the server, for looking back
  let positionsFor = null; // the moves they belong to
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

  let positionsLoading = null; // the moves a background load of the positions is for

  /** The positions per ply when they belong to the state's moves (the newest ply added from the state), else null. */
  function currentPositions() {
    const state = ctx.state;
    const key = state.moves.join(' ');
    if (positions && positionsFor === key) return positions;
    const before = state.moves.slice(0, -1).join(' ');
    if (positions && positionsFor === before && positions.length === state.moves.length && state.position) {
      positions = [...positions, state.position];
      positionsFor = key;
      return positions;
    }
    if (!positionsMissing && positionsLoading !== key) {
      positionsLoading = key;
      api
        .positions(ctx.id, ctx.token)
        .then((answer) => {
          if (ctx.state.moves.join(' ') !== key) return;
          positions = answer.positions;
          positionsFor = key;
          ctx.render();
        })
        .catch((e) => {
          if (e.status === 404) positionsMissing = true;
        });
    }
    return null;
  }

  /** The full move of each ply ({number, side, opens}), as a PDN record numbers them. */
  function numbering() {
    return fullMoves(sidesOfPlies(ctx.descriptor, ctx.state, currentPositions()));
  }

  /** "12. 11-15" or "12... 22-18": the move of a ply (1-based) with its number. */
  function numbered(ply, moves = numbering()) {
    const m = moves[ply - 1];
    return `${numberLabel(m)} ${ctx.show(ctx.state.moves[ply - 1])}`;
  }

  /** The side's name that played a ply (1-based). */
  function playedBy(ply, moves = numbering()) {
    const m = moves[ply - 1];
    return ctx.descriptor.sides[m.side] ? ctx.descriptor.sides[m.side].name : '';
  }

  function renderMoveList() {
    const state = ctx.state;
    const review = ctx.review;
    const moves = numbering();
    // Marked: the position looked at (in a review too: the position after the move judged).
    const shown = ctx.viewPly;
    const items = [
      h(
        'li',
        { class: 'start' },
        h(
          'button',
          {
            type: 'button',
            class: 'move',
            dataset: { ply: '0' },
            'aria-current': (review ? review.ply : shown) === 0 ? 'true' : null,
            onclick: () => lookAt(0),
          },
          'Start',
        ),
      ),
    ];
    const kinds = state.moveKinds || [];
    state.moves.forEach((move, i) => {
      const ply = i + 1;
      const m = moves[i];
      // A number opens each full move (and the second side's turn when the list starts with it).
      const labelled = m.opens && (m.side === 0 || i === 0);
      const part = kinds[i] === 'CHANCE' || kinds[i] === 'DECLARATION';
      const current = review ? review.ply === ply : shown === null ? ply === state.ply : shown === ply;
      items.push(
        h(
          'li',
          { class: part ? 'part' : null },
          h(
            'button',
            {
              type: 'button',
              class: 'move' + (kindAt(i) === 'CHANCE' ? ' roll' : ''),
              dataset: { ply: String(ply), side: String(m.side) },
              'aria-current': current ? 'true' : null,
              'aria-label': `Move ${m.number}, ${playedBy(ply, moves)}: ${wordsAt(i)}`,
              'data-n': labelled ? numberLabel(m) : null,
              onclick: () => lookAt(ply),
            },
            ...moveLabel(move, i),
          ),
        ),
      );
    });
    const atEnd = moveList.scrollTop + moveList.clientHeight >= moveList.scrollHeight - 4;
    moveList.replaceChildren(...items);
    if (ctx.viewPly === null && atEnd) moveList.scrollTop = moveList.scrollHeight;
    else if (ctx.viewPly !== null) {
      const mark = moveList.querySelector('[aria-current="true"]');
      if (mark && mark.scrollIntoView) mark.scrollIntoView({ block: 'nearest' });
    }
  }

  /** "Move 12": the full move under way (the last one once the game is over). */
  function moveCountWords(state, moves) {
    if (!state.ply) return 'Start position';
    const last = moves[state.ply - 1];
    if (state.status !== 'active' || state.toMove === null || state.toMove === undefined) return `Move ${last.number}`;
    const next = sideIndexToMove(state);
    return `Move ${last.side === 1 && next === 0 ? last.number + 1 : last.number}`;
  }

  function sideIndexToMove(state) {
    return ctx.descriptor.sides.findIndex((s) => s.name === state.sideToMove);
  }

  function renderViewBar() {
    const state = ctx.state;
    const viewPly = ctx.viewPly;
    const moves = numbering();
    if (viewPly === null) {
      const last = state.lastMove
        ? [' · ', h('span', { class: 'muted', id: 'last-move' }, `last move ${ctx.show(state.lastMove)}`)]
        : [];
      viewBar.replaceChildren(h('span', { class: 'muted', id: 'move-count' }, moveCountWords(state, moves)), ...last);
      return;
    }
    const step = (d) => () => lookAt(Math.max(0, Math.min(state.ply, viewPly + d)));
    viewBar.replaceChildren(
      h(
        'button',
        { type: 'button', onclick: step(-1), 'aria-label': 'Previous position', disabled: viewPly === 0 },
        '‹',
      ),
      h(
        'span',
        { class: 'looking', id: 'looking-at' },
        viewPly === 0 ? 'Start position' : `After ${numbered(viewPly, moves)}`,
      ),
      h(
        'button',
        { type: 'button', onclick: step(1), 'aria-label': 'Next position', disabled: viewPly >= state.ply },
        '›',
      ),
      h(
        'button',
        { type: 'button', class: 'primary', onclick: () => lookAt(null), dataset: { action: 'live' } },
        'Back to the game',
      ),
    );
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
    if (ply === null || (ply === state.ply && !ctx.review)) {
      ctx.viewPly = null;
      ctx.render();
      return;
    }
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
    announce(
      ply === 0
        ? 'Looking at the start position.'
        : `Looking at the position after move ${numbering()[ply - 1].number}, ${playedBy(ply)} ${wordsAt(ply - 1)}.`,
    );
  }

  async function getHint() {
    ctx.say('Thinking about a hint…', 'note');
    try {
      const a = await api.analysis(ctx.id, ctx.token);
      if (a.ply !== ctx.state.ply) return;
      ctx.hint = a;
      if (!a.bestMove) {
        ctx.say('No hint for this position.', 'note');
        return;
      }
      const chance =
        a.winProbability !== undefined && a.winProbability !== null
          ? ` (your winning chance about ${Math.round(a.winProbability * 100)}%)`
          : '';
      ctx.say(`Hint: ${ctx.show(a.bestMove)}${chance}.`, 'note');
      const action = (ctx.state.actions || []).find((x) => x.move === a.bestMove);
      announce(`Hint: ${moveWords(ctx.show(a.bestMove), action ? action.kind : 'BOARD', ctx.labels)}.`);
      ctx.renderBoard();
    } catch (e) {
      ctx.say(e.message);
    }
  }

  function analysisAt(ply) {
    if (!analysisCache.has(ply))
      analysisCache.set(
        ply,
        api.analysis(ctx.id, ctx.token, ply).catch((e) => {
          analysisCache.delete(ply);
          throw e;
        }),
      );
    return analysisCache.get(ply);
  }

  function toggleReview() {
    if (ctx.review) {
      ctx.review = null;
      reviewPanel.hidden = true;
      ctx.viewPly = null;
      ctx.render();
      return;
    }
    ctx.review = { ply: 0, analysis: null };
    reviewPanel.hidden = false;
    lookAt(0);
  }

  /**
   * The review at the position after ply p: the move that led there against the computer's best
   * there (from the position before it), the evaluation of this position, and its best move next.
   */
  async function loadReview() {
    const state = ctx.state;
    const ply = ctx.review.ply;
    const played = ply > 0 ? state.moves[ply - 1] : null;
    const step = (d) => () => lookAt(Math.max(0, Math.min(state.ply, ply + d)));
    const nav = h(
      'div',
      { class: 'row' },
      h(
        'button',
        { type: 'button', onclick: step(-1), disabled: ply === 0, 'aria-label': 'Previous move' },
        '‹ Previous',
      ),
      h(
        'button',
        { type: 'button', onclick: step(1), disabled: ply >= state.ply, 'aria-label': 'Next move' },
        'Next ›',
      ),
    );
    const body = h('div', { class: 'review-body' }, 'Thinking…');
    const where = ply === 0 ? 'the start' : `after ${numbered(ply)}`;
    reviewPanel.replaceChildren(
      h('h2', { class: 'small-heading' }, `Review: ${where} (position ${ply} of ${state.ply})`),
      body,
      nav,
    );
    try {
      const [a, before] = await Promise.all([analysisAt(ply), ply > 0 ? analysisAt(ply - 1).catch(() => null) : null]);
      if (!ctx.review || ctx.review.ply !== ply) return;
      ctx.review.analysis = a;
      // Asks for the next position now, so stepping on does not wait a whole search.
      if (ply < state.ply) analysisAt(ply + 1).catch(() => {});
      const lines = [];
      if (played) {
        const best = before && before.bestMove;
        lines.push(
          h(
            'p',
            {},
            `Played (${playedBy(ply)}): `,
            h('strong', { class: 'played-move' }, ctx.show(played)),
            best && best === played
              ? ' — the best move.'
              : best
                ? [' — best was ', h('strong', { class: 'best-before' }, ctx.show(best)), '.']
                : '',
          ),
        );
      }
      if (ply === state.ply) lines.push(h('p', {}, 'The game ended here.'));
      if (a.bestMove) {
        const judged = evaluationWords(a);
        lines.push(h('p', { class: 'evaluation' }, `Evaluation: ${judged.text}`));
        lines.push(
          h(
            'div',
            {
              class: 'eval-bar',
              role: 'img',
              'aria-label': `Bar: ${Math.round(judged.share * 100)}% for ${a.sideToMove}`,
            },
            h('span', { style: `width: ${Math.round(judged.share * 100)}%` }),
          ),
        );
        lines.push(
          h(
            'p',
            {},
            `Best for ${a.sideToMove} now: `,
            h('strong', { class: 'best-move' }, ctx.show(a.bestMove)),
            ctx.viewPly === null ? '' : ' (marked on the board)',
          ),
        );
        if (a.pv && a.pv.length)
          lines.push(h('p', { class: 'muted' }, 'Line: ', a.pv.map((m) => ctx.show(m)).join(' ')));
      } else if (played && kindAt(ply - 1) === 'CHANCE') lines.push(h('p', { class: 'muted' }, 'Dice throw.'));
      if (ctx.viewPly === null)
        lines.push(
          h(
            'p',
            { class: 'muted small' },
            'The board shows the final position: this server does not list earlier ones.',
          ),
        );
      body.replaceChildren(...lines);
      ctx.renderBoard();
    } catch (e) {
      body.textContent = 'No evaluation: ' + e.message;
    }
  }

  /** Arrow keys, Home and End step through the positions (not while typing or on the board, whose arrows move the focus). */
  function onKey(event) {
    if (!ctx.state || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target.closest && target.closest('input, select, textarea, svg.board, [contenteditable]')) return;
    const last = ctx.state.ply;
    const now = ctx.review ? ctx.review.ply : ctx.viewPly === null ? last : ctx.viewPly;
    const to = { ArrowLeft: now - 1, ArrowRight: now + 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const ply = Math.max(0, Math.min(last, to));
    if (ply === now) return;
    lookAt(ply === last && !ctx.review ? null : ply);
  }
  document.addEventListener('keydown', onKey);

  return {
    moveList,
    viewBar,
    reviewPanel,
    lookAt,
    getHint,
    toggleReview,
    /** The position strings per ply, once loaded (null before). */
    positionsNow: () => positions,
    numbering,
    numbered,
    playedBy,
    render() {
      renderMoveList();
      renderViewBar();
    },
  };
}
