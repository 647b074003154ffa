// The board on the game page and moving on it: clicks walk the legal board moves one stop at a
// time (moveinput.js), typed notation is checked against the same list, and a refused click or
// typed move is explained and never sent.

import { createBoard } from '../board.js';
import { announce, h } from '../dom.js';
import { parseBoard, parseSquare, pieceOf } from '../games.js';
import { checkTyped, splitMove } from '../moveinput.js';

/** The squares of the last board move in a move list (dice, passes and declarations skipped; none after a swap). */
function lastBoardMove(moves, kinds) {
  for (let i = moves.length - 1; i >= 0; i--) {
    const parts = splitMove(moves[i]);
    if (parts) return parts.squares;
    if (kinds[i] === 'SWAP') return [];
  }
  return [];
}

function squaresOf(move) {
  return (splitMove(move || '') || { squares: [] }).squares;
}

export function createBoardView(ctx) {
  const element = h('div', { class: 'board-wrap' });
  const typed = h('input', { type: 'text', id: 'move-text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', 'aria-describedby': 'feedback', placeholder: 'e.g. a1-a2' });
  const typedForm = h('form', { class: 'typed', onsubmit: (e) => { e.preventDefault(); submitTyped(); } },
    h('label', { for: 'move-text' }, 'Type a move'), typed, h('button', { type: 'submit' }, 'Play'));
  let board = null;

  function rows() {
    const positions = ctx.history.positionsNow();
    if (ctx.viewPly !== null && positions && positions[ctx.viewPly] !== undefined) return parseBoard(positions[ctx.viewPly]);
    return ctx.state.board;
  }

  function render() {
    const state = ctx.state;
    const live = ctx.viewPly === null;
    const upTo = live ? state.moves.length : ctx.viewPly;
    const marks = { last: lastBoardMove(state.moves.slice(0, upTo), state.moveKinds || []), selected: null, targets: new Map(), hint: [], path: [] };
    const input = ctx.input;
    if (live) {
      if (input.path.length) { marks.selected = input.path[0]; marks.path = input.path.slice(1); marks.targets = input.targets(); }
      if (ctx.hint && ctx.hint.ply === state.ply && ctx.hint.bestMove) marks.hint = squaresOf(ctx.hint.bestMove);
    } else if (ctx.review && ctx.review.analysis && ctx.review.analysis.ply === ctx.viewPly && ctx.review.analysis.bestMove) {
      marks.hint = squaresOf(ctx.review.analysis.bestMove);
    }
    const colours = ctx.sides();
    const flipped = ctx.flipped();
    const label = `${state.name} board, ${flipped ? colours[1] : colours[0]} at the bottom` + (live ? '' : `, position after move ${ctx.viewPly}`);
    const opts = { descriptor: ctx.descriptor, board: rows(), flipped, marks, interactive: live && ctx.myTurn() && !ctx.pending, onSquare, label };
    if (!board) board = createBoard(element, opts);
    else board.update(opts);
    element.classList.toggle('looking-back', !live);
    element.dataset.ply = live ? String(state.ply) : String(ctx.viewPly);
    typed.disabled = !ctx.myTurn() || ctx.pending;
  }

  function explainReject(sq) {
    const state = ctx.state;
    if (!ctx.myTurn()) {
      if (state.status !== 'active') return 'The game is over.';
      if (ctx.mySeat() === null && state.you !== 'both') return 'You are watching this game.';
      return `It is not your turn: ${state.sideToMove || 'the other side'} is to move.`;
    }
    const here = parseSquare(sq);
    const text = here ? state.board[state.board.length - 1 - here.y][here.x] : '';
    const piece = pieceOf(ctx.descriptor, text);
    const mine = piece && ctx.sides()[piece.side] === state.sideToMove;
    const boardMoves = ctx.boardMoves().map(splitMove).filter(Boolean);
    if (!boardMoves.length) return `No move on the board now: choose one of ${(state.actions || []).map((a) => a.label).join(', ')}.`;
    const captureRequired = ctx.descriptor.capturesCompulsory && boardMoves.every((m) => m.seps.includes('x'));
    const from = [...new Set(boardMoves.map((m) => m.squares[0]))].sort().join(', ');
    if (mine) return `The piece on ${sq} has no legal move now${captureRequired ? ' (a capture is compulsory)' : ''}. Pieces that can move: ${from}.`;
    if (text) return `The piece on ${sq} is not yours. Pieces that can move: ${from}.`;
    return `Nothing on ${sq}. Pieces that can move: ${from}.`;
  }

  function onSquare(sq) {
    if (!ctx.myTurn() || ctx.pending || ctx.viewPly !== null) { ctx.say(explainReject(sq)); return; }
    const input = ctx.input;
    const result = input.click(sq);
    if (result.kind === 'move') { ctx.send(result.move); return; }
    if (result.kind === 'reject') ctx.say(result.reason || explainReject(sq));
    else if (result.kind === 'select') {
      const targets = [...input.targets().keys()];
      ctx.say(`${sq} selected. It can go to ${targets.join(', ')}.`, 'note');
      announce(`${sq} selected; destinations ${targets.join(', ')}.`);
    } else if (result.kind === 'extend') {
      const targets = [...input.targets().keys()];
      ctx.say(`Through ${input.path.join(' → ')}. Next: ${targets.join(', ')}.`, 'note');
      announce(`Next stop: ${targets.join(', ')}.`);
    } else if (result.kind === 'deselect') ctx.say('', 'note');
    render();
  }

  function submitTyped() {
    if (!ctx.myTurn()) { ctx.say(explainReject('')); return; }
    const checked = checkTyped(typed.value, ctx.state.legalMoves || []);
    if (checked.reason) { ctx.say(checked.reason); return; }
    typed.value = '';
    ctx.send(checked.move);
  }

  return { element, typedForm, render };
}
