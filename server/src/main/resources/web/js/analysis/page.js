// The analysis board (/?analyse=<game spec>[&position=<position string>]): set up a position,
// then try moves freely with take-back while the computer judges each position, in words and
// as a bar, with its best line; and hand the position to a game against the computer. The
// moves are checked and played by the server in a hot-seat game started from the position, so
// every rule is the server's.

import { api } from '../api.js';
import { createBoard } from '../board.js';
import { h } from '../dom.js';
import { entryFor } from '../games.js';
import { Notation } from '../notation.js';
import { startGame } from '../home.js';
import { MoveInput, splitMove } from '../moveinput.js';
import { evaluationWords } from '../game/history.js';
import { createEditor } from './editor.js';

function recordOf(spec, position) {
  return `[Game "${spec}"]\n[Start "${position.replace(/["\\]/g, '\\$&')}"]\n\n*\n`;
}

export async function showAnalysis(main, spec, position) {
  let catalog;
  try { catalog = await api.catalog(); } catch (e) {
    main.replaceChildren(h('p', { class: 'error', role: 'alert' }, 'The list of games could not be loaded: ', e.message));
    return;
  }
  const entry = entryFor(catalog, spec);
  if (!entry) { main.replaceChildren(h('p', { class: 'error' }, 'No such game. ', h('a', { href: '/' }, 'All games'))); return; }
  const d = entry.descriptor;
  // Moves in numbered squares where the game has them, as on the game page (the same settings).
  const notation = new Notation(entry);
  const show = (m) => notation.show(m);
  document.title = `Analysis board · ${entry.name} · Boardwright`;
  const levels = catalog.levels || ['level:1'];
  const page = h('div', { class: 'analysis-page' });
  main.replaceChildren(h('p', {}, h('a', { href: '/' }, '← All games')), h('h1', {}, `Analysis board: ${entry.name}`), page);

  function edit(from) {
    const editor = createEditor(d, from, entry.initialPosition, analyse);
    page.replaceChildren(editor.element);
  }

  async function analyse(pos, errorBox) {
    errorBox.textContent = '';
    let created;
    try {
      created = await api.createGame({ record: recordOf(spec, pos), opponent: 'hotseat' });
    } catch (e) { errorBox.textContent = `This position cannot be analysed: ${e.message}`; return; }
    explore(created.id, created.token, created.state);
  }

  function explore(id, token, first) {
    let state = first;
    let input = new MoveInput([]);
    let evaluation = null;
    const boardBox = h('div', { class: 'board-wrap' });
    const status = h('p', { class: 'status', id: 'analysis-status', role: 'status' });
    const feedback = h('p', { class: 'feedback', id: 'feedback', role: 'status' });
    const specials = h('div', { class: 'specials', id: 'specials' });
    const evalBox = h('div', { class: 'review', id: 'analysis-eval', 'aria-live': 'polite' });
    const moves = h('p', { class: 'muted small', id: 'analysis-moves' });
    const level = h('select', { 'aria-label': 'Computer level', id: 'analysis-level' }, levels.map((l) => h('option', { value: l }, `Level ${l.split(':')[1]}`)));
    const colour = h('select', { 'aria-label': 'You play', id: 'analysis-colour' }, d.sides.map((s, i) => h('option', { value: i === 0 ? 'first' : 'second' }, `You play ${s.name}`)));
    const playError = h('p', { class: 'error', role: 'alert' });
    let view = null;

    const special = () => new Set((state.actions || []).map((a) => a.move));
    function boardMoves() { return (state.legalMoves || []).filter((m) => !special().has(m)); }

    function draw() {
      const marks = { selected: input.path[0] || null, path: input.path.slice(1), targets: input.targets(), last: [], hint: [] };
      const last = [...state.moves].reverse().map(splitMove).find(Boolean);
      if (last) marks.last = last.squares;
      if (evaluation && evaluation.ply === state.ply && evaluation.bestMove && splitMove(evaluation.bestMove)) marks.hint = splitMove(evaluation.bestMove).squares;
      const opts = { descriptor: d, board: state.board, flipped: false, marks, interactive: state.status === 'active' && state.toMove !== null, onSquare, label: `${entry.name} analysis board`, numbers: notation.boardNumbers ? notation.numbers : null };
      if (!view) view = createBoard(boardBox, opts); else view.update(opts);
      boardBox.dataset.ply = String(state.ply);
      status.textContent = state.status !== 'active' ? `The game is over: ${state.result || ''} ${state.reason || ''}`.trim() : `${state.sideToMove} to move.`;
      specials.replaceChildren(...(state.actions || []).map((a) => h('button', { type: 'button', dataset: { move: a.move }, onclick: () => play(a.move) }, a.label)));
      moves.textContent = state.moves.length ? `Moves: ${state.moves.map(show).join(' ')}` : 'No moves yet.';
    }

    async function judge() {
      const ply = state.ply;
      evalBox.replaceChildren(h('p', { class: 'muted' }, 'The computer is thinking…'));
      try {
        const a = await api.analysis(id, token);
        if (a.ply !== state.ply || ply !== state.ply) return;
        evaluation = a;
        if (!a.bestMove) { evalBox.replaceChildren(h('p', {}, state.status === 'active' ? 'No evaluation here (the dice are to be thrown).' : 'The game is over here.')); draw(); return; }
        const judged = evaluationWords(a);
        evalBox.replaceChildren(
          h('p', { class: 'evaluation' }, judged.text),
          h('div', { class: 'eval-bar', role: 'img', 'aria-label': `Bar: ${Math.round(judged.share * 100)}% for ${a.sideToMove}` }, h('span', { style: `width: ${Math.round(judged.share * 100)}%` })),
          h('p', {}, 'Best move: ', h('strong', {}, show(a.bestMove)), ' (marked on the board)'),
          a.pv && a.pv.length ? h('p', { class: 'muted', id: 'analysis-line' }, 'Best line: ', a.pv.map(show).join(' ')) : null);
        draw();
      } catch (e) { evalBox.replaceChildren(h('p', { class: 'error' }, `No evaluation: ${e.message}`)); }
    }

    function take(next) { state = next; input = new MoveInput(boardMoves()); evaluation = null; draw(); judge(); }

    async function play(move) {
      try { take(await api.move(id, token, move, state.ply)); feedback.textContent = ''; } catch (e) { feedback.textContent = e.message; draw(); }
    }

    function onSquare(sq) {
      const result = input.click(sq);
      if (result.kind === 'move') { play(result.move); return; }
      if (result.kind === 'reject') feedback.textContent = result.reason || `No move starts on ${sq}.`;
      else feedback.textContent = '';
      draw();
    }

    async function takeBack() {
      if (!state.ply) { feedback.textContent = 'Nothing to take back: this is the position you set up.'; return; }
      try { take(await api.takeback(id, token, 'request')); } catch (e) { feedback.textContent = e.message; }
    }

    async function playComputer() {
      try {
        const now = (await api.positions(id, token)).positions;
        startGame({ record: recordOf(spec, now[now.length - 1]), opponent: 'computer', level: level.value, color: colour.value }, playError);
      } catch (e) { playError.textContent = e.message; }
    }

    page.replaceChildren(h('div', { class: 'game-page' },
      h('section', { class: 'board-col', 'aria-label': 'Board' }, boardBox),
      h('aside', { class: 'side' }, status, feedback, specials,
        h('div', { class: 'actions' },
          h('button', { type: 'button', dataset: { action: 'analysis-takeback' }, onclick: takeBack }, 'Take back'),
          h('button', { type: 'button', dataset: { action: 'analysis-edit' }, onclick: async () => edit((await api.positions(id, token)).positions.at(-1)) }, 'Edit the position')),
        h('h2', { class: 'small-heading' }, 'The computer says'), evalBox, moves,
        h('h2', { class: 'small-heading' }, 'Play the computer from here'),
        h('div', { class: 'row' }, level, colour, h('button', { type: 'button', class: 'primary', dataset: { action: 'analysis-play' }, onclick: playComputer }, 'Play')), playError)));
    take(first);
  }

  edit(position || entry.initialPosition);
}
