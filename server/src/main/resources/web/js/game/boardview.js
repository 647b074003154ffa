// The board on the game page and moving on it: clicks walk the legal board moves one stop at a
// time (moveinput.js), typed notation is checked against the same list, and a refused click or
// typed move is explained and never sent.

import { createBoard } from '../board.js';
import { announce, h } from '../dom.js';
import { parseBoard, parseSquare, pieceOf, squareName } from '../games.js';
import { checkTyped, splitMove } from '../moveinput.js';

/**
 * The squares of the last board move in a move list and of the board move before it (dice,
 * passes and declarations skipped; none from before a swap).
 */
function lastBoardMoves(moves, kinds) {
  const found = [];
  for (let i = moves.length - 1; i >= 0 && found.length < 2; i--) {
    const parts = splitMove(moves[i]);
    if (parts) found.push(parts.squares);
    else if (kinds[i] === 'SWAP') break;
  }
  return { last: found[0] || [], previous: found[1] || [] };
}

/** The squares strictly between two stops on a line (a jump's path), or none. */
function between(a, b) {
  const p = parseSquare(a),
    q = parseSquare(b);
  if (!p || !q) return [];
  const dx = Math.sign(q.x - p.x),
    dy = Math.sign(q.y - p.y);
  const steps = Math.max(Math.abs(q.x - p.x), Math.abs(q.y - p.y));
  if (p.x !== q.x && p.y !== q.y && Math.abs(q.x - p.x) !== Math.abs(q.y - p.y)) return [];
  const out = [];
  for (let i = 1; i < steps; i++) out.push(squareName(p.x + dx * i, p.y + dy * i));
  return out;
}

/**
 * The board while a jump chain is entered: the piece stands on its latest stop and the pieces
 * it jumped fade. Returns the rows to draw and the jumped squares.
 */
function entering(descriptor, rows, path) {
  if (path.length < 2) return { rows, fading: [] };
  const copy = rows.map((r) => r.slice());
  const h = copy.length;
  const at = (sq) => {
    const p = parseSquare(sq);
    return p ? [h - 1 - p.y, p.x] : null;
  };
  const [r0, c0] = at(path[0]);
  const [r1, c1] = at(path[path.length - 1]);
  const piece = copy[r0][c0];
  const mover = pieceOf(descriptor, piece);
  copy[r0][c0] = '';
  copy[r1][c1] = piece;
  const fading = [];
  for (let i = 1; i < path.length; i++) {
    for (const sq of between(path[i - 1], path[i])) {
      const [r, c] = at(sq);
      const jumped = pieceOf(descriptor, copy[r][c]);
      if (jumped && mover && jumped.side !== mover.side) fading.push(sq);
    }
  }
  return { rows: copy, fading };
}

function squaresOf(move) {
  return (splitMove(move || '') || { squares: [] }).squares;
}

export function createBoardView(ctx) {
  const element = h('div', { class: 'board-wrap' });
  const typed = h('input', {
    type: 'text',
    id: 'move-text',
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    'aria-describedby': 'feedback',
    placeholder: 'e.g. a1-a2',
  });
  const typedForm = h(
    'form',
    {
      class: 'typed',
      onsubmit: (e) => {
        e.preventDefault();
        submitTyped();
      },
    },
    h('label', { for: 'move-text' }, 'Type a move'),
    typed,
    h('button', { type: 'submit' }, 'Play'),
  );
  let board = null;

  function rows() {
    const positions = ctx.history.positionsNow();
    if (ctx.viewPly !== null && positions && positions[ctx.viewPly] !== undefined)
      return parseBoard(positions[ctx.viewPly]);
    return ctx.state.board;
  }

  function render() {
    const state = ctx.state;
    const live = ctx.viewPly === null;
    const upTo = live ? state.moves.length : ctx.viewPly;
    const recent = lastBoardMoves(state.moves.slice(0, upTo), state.moveKinds || []);
    const marks = {
      last: recent.last,
      previous: recent.previous,
      selected: null,
      targets: new Map(),
      hint: [],
      path: [],
      fading: [],
    };
    // The squares the turn's phase names ("speed:e5:3": the boosted king), marked on the board.
    if (live && state.turnNote) {
      marks.named = state.turnNote.match(/[a-z]\d+/g) || [];
      marks.namedWords = state.turnText || 'named by this turn';
    }
    const input = ctx.input;
    let drawn = rows();
    if (live) {
      if (input.path.length) {
        marks.selected = input.path[0];
        marks.path = input.path.slice(1);
        marks.targets = input.targets();
        const shown = entering(ctx.descriptor, drawn, input.path);
        drawn = shown.rows;
        marks.fading = shown.fading;
      }
      if (ctx.hint && ctx.hint.ply === state.ply && ctx.hint.bestMove) marks.hint = squaresOf(ctx.hint.bestMove);
    } else if (
      ctx.review &&
      ctx.review.analysis &&
      ctx.review.analysis.ply === ctx.viewPly &&
      ctx.review.analysis.bestMove
    ) {
      marks.hint = squaresOf(ctx.review.analysis.bestMove);
    }
    const colours = ctx.sides();
    const flipped = ctx.flipped();
    const label =
      `${state.name} board, ${flipped ? colours[1] : colours[0]} at the bottom` +
      (live
        ? ''
        : ctx.viewPly === 0
          ? ', the start position'
          : `, position after ${ctx.history.numbered(ctx.viewPly)}`);
    const player = ctx.mySeat() !== null || state.you === 'both';
    const numbers = ctx.notation.boardNumbers ? ctx.notation.numbers : null;
    const opts = {
      descriptor: ctx.descriptor,
      board: drawn,
      flipped,
      marks,
      interactive: live && ctx.myTurn() && !ctx.pending,
      tellWhy: true,
      onSquare,
      label,
      numbers,
      squareName: named,
    };
    if (!board) board = createBoard(element, opts);
    else board.update(opts);
    element.classList.toggle('looking-back', !live);
    element.dataset.ply = live ? String(state.ply) : String(ctx.viewPly);
    // Read-only rather than disabled while a move is on its way, so the focus stays in the field.
    typed.readOnly = !ctx.myTurn() || ctx.pending;
    typedForm.hidden = state.status !== 'active' || !player;
    const example = ctx.boardMoves()[0];
    typed.placeholder = example ? `e.g. ${ctx.show(example)}` : 'e.g. a1-a2';
  }

  /** A square as the page names it: its number when moves are shown in numbers ("15", or "d4"). */
  function named(sq) {
    return ctx.notation.square(sq);
  }

  function explainReject(sq) {
    const state = ctx.state;
    if (ctx.viewPly !== null) return 'You are looking at an earlier position: press "Back to the game" to move.';
    if (ctx.pending) return 'Your move is on its way: wait for it to land.';
    if (state.status === 'active' && state.thinking && !ctx.myTurn())
      return 'The computer is thinking: wait for its move.';
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
    if (!boardMoves.length)
      return `No move on the board now: choose one of ${(state.actions || []).map((a) => a.label).join(', ')}.`;
    const captureRequired = ctx.descriptor.capturesCompulsory && boardMoves.every((m) => m.seps.includes('x'));
    const from = [...new Set(boardMoves.map((m) => m.squares[0]))].sort().map(named).join(', ');
    sq = named(sq);
    if (mine)
      return `The piece on ${sq} has no legal move now${captureRequired ? ' (a capture is compulsory)' : ''}. Pieces that can move: ${from}.`;
    if (text) return `The piece on ${sq} is not yours. Pieces that can move: ${from}.`;
    return `Nothing on ${sq}. Pieces that can move: ${from}.`;
  }

  function onSquare(sq) {
    if (!ctx.myTurn() || ctx.pending || ctx.viewPly !== null) {
      ctx.say(explainReject(sq));
      return;
    }
    const input = ctx.input;
    const result = input.click(sq);
    if (result.kind === 'move') {
      ctx.send(result.move);
      return;
    }
    if (result.kind === 'reject') ctx.say(result.reason || explainReject(sq));
    else if (result.kind === 'select') {
      const targets = [...input.targets().keys()].map(named);
      ctx.say(`${named(sq)} selected. It can go to ${targets.join(', ')}.`, 'note');
      announce(`${named(sq)} selected; destinations ${targets.join(', ')}.`);
    } else if (result.kind === 'extend') {
      const targets = [...input.targets().keys()].map(named);
      ctx.say(`Through ${input.path.map(named).join(' → ')}. Next: ${targets.join(', ')}.`, 'note');
      announce(`Next stop: ${targets.join(', ')}.`);
    } else if (result.kind === 'deselect') ctx.say('', 'note');
    render();
  }

  function submitTyped() {
    if (!ctx.myTurn() || ctx.pending) {
      ctx.say(explainReject(''));
      return;
    }
    // Numbered squares are read in any game that has them, whichever notation is shown.
    const checked =
      ctx.notation.read(typed.value, ctx.state.legalMoves || []) || checkTyped(typed.value, ctx.state.legalMoves || []);
    if (checked.reason) {
      ctx.say(checked.reason);
      return;
    }
    typed.value = '';
    ctx.send(checked.move);
  }

  return { element, typedForm, render };
}
