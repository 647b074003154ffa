// The analysis board (/?analyse=<game spec>[&position=<position string>], or from a game page
// &game=<id>&ply=<n>&side=<0|1>): a game's moves (or a position set up in the editor, a mode of
// this page) as a main line, the player's own tries as variations beside it, the computer's
// judgement of each position stepped to (in words, as a bar with a legend, with its best line),
// the game's counter and dice, and the position handed to a game against the computer.
// Moves are checked and played by the server in hot-seat games started from a position (a
// record with a `Start` tag), so every rule is the server's.

import { api } from '../api.js';
import { createBoard } from '../board.js';
import { h } from '../dom.js';
import { entryFor } from '../games.js';
import { Notation } from '../notation.js';
import { startGame } from '../home.js';
import { MoveInput, splitMove } from '../moveinput.js';
import { numberLabel } from '../game/movenumbers.js';
import { chanceParts } from './chance.js';
import { createEditor, splitPosition } from './editor.js';
import { createJudge } from './judgement.js';
import { absorb, recordOf, sessionsFor } from './sessions.js';
import { MoveTree } from './tree.js';
import { treeItems, walkWithKeys } from './treeview.js';

export async function showAnalysis(main, spec, position) {
  const params = new URLSearchParams(location.search);
  let catalog;
  try {
    catalog = await api.catalog();
  } catch (e) {
    main.replaceChildren(
      h('p', { class: 'error', role: 'alert' }, 'The list of games could not be loaded: ', e.message),
    );
    return;
  }
  const entry = entryFor(catalog, spec);
  if (!entry) {
    main.replaceChildren(h('p', { class: 'error' }, 'No such game. ', h('a', { href: '/' }, 'All games')));
    return;
  }
  const d = entry.descriptor;
  const notation = new Notation(entry);
  const show = (m) => notation.show(m);
  document.title = `Analysis board · ${entry.name} · Boardwright`;
  const page = h('div', { class: 'analysis-page' });
  main.replaceChildren(
    h('p', {}, h('a', { href: '/' }, '← All games')),
    h('h1', {}, `Analysis board: ${entry.name}`),
    page,
  );

  const gameId = params.get('game');
  if (gameId) {
    try {
      const [state, positions] = await Promise.all([api.state(gameId), api.positions(gameId)]);
      const tree = new MoveTree(d, positions.positions[0]);
      let node = tree.root;
      tree.root.gamePly = 0;
      state.moves.forEach((m, i) => {
        node = tree.child(node, m, (state.moveKinds || [])[i], positions.positions[i + 1]);
        node.gamePly = i + 1;
      });
      node.state = state.status === 'active' ? null : state;
      const ply = Math.max(0, Math.min(state.moves.length, Number(params.get('ply')) || 0));
      const at = tree.path(node)[ply - 1] || tree.root;
      // The player's own side at the bottom; a watcher sees the first side there.
      const flipped = params.get('side') === '1';
      explore(tree, at, flipped, { id: gameId, finished: state.status !== 'active' });
    } catch (e) {
      page.replaceChildren(
        h('p', { class: 'error', role: 'alert' }, `The game ${gameId} cannot be analysed: ${e.message}`),
      );
    }
    return;
  }
  edit(position || entry.initialPosition, null);

  /** The editor as a mode of the board; back to the tree it came from, if any. */
  function edit(from, back) {
    const editor = createEditor(d, from, entry.initialPosition, async (pos, errorBox) => {
      errorBox.textContent = '';
      let created;
      try {
        created = await api.createGame({ record: recordOf(spec, pos), opponent: 'hotseat' });
      } catch (e) {
        errorBox.textContent = `This position cannot be analysed: ${e.message}`;
        return;
      }
      const tree = new MoveTree(d, pos);
      const start = absorb(tree, tree.root, { id: created.id, token: created.token, base: tree.root }, created.state, [
        pos,
      ]);
      explore(tree, start, back ? back.flipped : false, null);
    });
    page.replaceChildren(
      h(
        'div',
        { class: 'mode-bar row' },
        back
          ? h(
              'button',
              {
                type: 'button',
                dataset: { action: 'analysis-back' },
                onclick: () => explore(back.tree, back.node, back.flipped, back.game),
              },
              '← Back to the moves',
            )
          : null,
      ),
      editor.element,
    );
  }

  function explore(tree, start, flippedAtFirst, game) {
    let cur = start;
    let flipped = flippedAtFirst;
    let input = new MoveInput([]);
    let view = null;
    const boardBox = h('div', { class: 'board-wrap' });
    const status = h('p', { class: 'status', id: 'analysis-status', role: 'status' });
    const feedback = h('p', { class: 'feedback', id: 'feedback', role: 'status' });
    const specials = h('div', { class: 'specials', id: 'specials' });
    const chance = h('div', { class: 'chance-panel', id: 'chance-panel', hidden: !d.chance && !d.counter });
    const evalBox = h('div', { class: 'review', id: 'analysis-eval', 'aria-live': 'polite' });
    const moveTree = h('div', {
      class: 'move-tree',
      id: 'analysis-moves',
      role: 'group',
      'aria-label': 'Moves and variations',
    });
    const deleteButton = h(
      'button',
      { type: 'button', dataset: { action: 'analysis-delete' }, onclick: removeVariation },
      'Delete this variation',
    );
    const levels = catalog.levels || ['level:1'];
    const level = h(
      'select',
      { 'aria-label': 'Computer level', id: 'analysis-level' },
      levels.map((l) => h('option', { value: l }, `Level ${l.split(':')[1]}`)),
    );
    const colour = h(
      'select',
      { 'aria-label': 'You play', id: 'analysis-colour' },
      d.sides.map((s, i) => h('option', { value: i === 0 ? 'first' : 'second' }, `You play ${s.name}`)),
    );
    const playError = h('p', { class: 'error', role: 'alert' });
    const sessionAt = sessionsFor(spec, tree);
    const { judge, bestMoveAt } = createJudge({
      d,
      tree,
      game,
      box: evalBox,
      show,
      sessionAt,
      current: () => cur,
      redraw: draw,
    });

    const special = (state) => new Set(((state && state.actions) || []).map((a) => a.move));
    const boardMoves = (state) => ((state && state.legalMoves) || []).filter((m) => !special(state).has(m));

    function draw() {
      const state = cur.state;
      const pos = splitPosition(cur.position);
      const marks = {
        selected: input.path[0] || null,
        path: input.path.slice(1),
        targets: input.targets(),
        last: [],
        hint: [],
      };
      for (let n = cur; n.parent; n = n.parent) {
        const s = splitMove(n.move);
        if (n.kind === 'BOARD' && s) {
          marks.last = s.squares;
          break;
        }
      }
      const best = bestMoveAt(cur);
      if (best && splitMove(best)) marks.hint = splitMove(best).squares;
      const over = state && state.status !== 'active';
      const opts = {
        descriptor: d,
        board: pos.rows,
        flipped,
        marks,
        interactive: !over,
        onSquare,
        label: `${entry.name} analysis board`,
        numbers: notation.boardNumbers ? notation.numbers : null,
      };
      if (!view) view = createBoard(boardBox, opts);
      else view.update(opts);
      boardBox.dataset.ply = String(cur.ply);
      boardBox.dataset.flipped = String(flipped);
      const toMove = d.sides.find((s) => s.letter === pos.side);
      status.textContent = over
        ? `The game is over: ${state.result || ''} ${state.reason || ''}`.trim()
        : `${cur.ply ? `After ${numberLabel(cur)} ${show(cur.move)}: ` : 'Start: '}${toMove ? toMove.name : pos.side} to move.`;
      specials.replaceChildren(
        ...((state && state.actions) || []).map((a) =>
          h('button', { type: 'button', dataset: { move: a.move }, onclick: () => play(a.move) }, a.label),
        ),
      );
      if (d.chance || d.counter) chance.replaceChildren(...chanceParts(d, tree, cur, pos));
      moveTree.replaceChildren(...treeItems(tree, cur, show, go));
      deleteButton.hidden = tree.onMainLine(cur);
    }

    function go(node) {
      cur = node;
      input = new MoveInput(boardMoves(cur.state));
      feedback.textContent = '';
      draw();
      judge(node);
    }

    async function play(move) {
      const from = cur;
      try {
        const session = await sessionAt(from);
        const state = await api.move(session.id, session.token, move, session.plyOf);
        const positions = (await api.positions(session.id, session.token)).positions;
        from.session = null;
        const node = absorb(tree, from, session, state, positions);
        feedback.textContent = '';
        go(node);
      } catch (e) {
        feedback.textContent = e.message;
        draw();
      }
    }

    // Clicks are taken one after the other: the first on a position may wait for its game.
    let clicks = Promise.resolve();
    function onSquare(sq) {
      clicks = clicks.then(() => takeClick(sq));
    }

    async function takeClick(sq) {
      if (!cur.state) {
        const at = cur;
        try {
          await sessionAt(at);
        } catch (e) {
          feedback.textContent = e.message;
          return;
        }
        if (cur !== at) return;
        if (!cur.state) {
          feedback.textContent = 'The dice were thrown here at once: the next move shows them.';
          draw();
          return;
        }
        input = new MoveInput(boardMoves(cur.state));
        draw();
      }
      const result = input.click(sq);
      if (result.kind === 'move') {
        play(result.move);
        return;
      }
      feedback.textContent = result.kind === 'reject' ? result.reason || `No move starts on ${sq}.` : '';
      draw();
    }

    function removeVariation() {
      try {
        go(tree.remove(cur));
      } catch (e) {
        feedback.textContent = e.message;
      }
    }

    walkWithKeys(tree, boardBox, () => cur, go);

    async function playComputer() {
      startGame(
        { record: recordOf(spec, cur.position), opponent: 'computer', level: level.value, color: colour.value },
        playError,
      );
    }

    page.replaceChildren(
      h(
        'div',
        { class: 'game-page' },
        h('section', { class: 'board-col', 'aria-label': 'Board' }, boardBox),
        h(
          'aside',
          { class: 'side' },
          status,
          feedback,
          specials,
          chance,
          h(
            'div',
            { class: 'actions row' },
            h(
              'button',
              {
                type: 'button',
                dataset: { action: 'analysis-flip' },
                onclick: () => {
                  flipped = !flipped;
                  draw();
                },
              },
              'Flip the board',
            ),
            h(
              'button',
              {
                type: 'button',
                dataset: { action: 'analysis-edit' },
                onclick: () => edit(cur.position, { tree, node: cur, flipped, game }),
              },
              'Edit the position',
            ),
            deleteButton,
          ),
          // Groups, so that on a phone the judgement comes right under the board and each
          // heading stays with its part.
          h(
            'section',
            { class: 'analysis-judgement' },
            h('h2', { class: 'small-heading' }, 'The computer says'),
            evalBox,
          ),
          h(
            'section',
            { class: 'analysis-moves' },
            h('h2', { class: 'small-heading' }, 'Moves'),
            moveTree,
            h(
              'p',
              { class: 'muted small' },
              'Moves tried on the board branch off as variations. ← → step, Home and End, ↑ ↓ among the moves from one position.',
            ),
          ),
          h(
            'section',
            { class: 'analysis-play' },
            h('h2', { class: 'small-heading' }, 'Play the computer from here'),
            h(
              'div',
              { class: 'row' },
              level,
              colour,
              h(
                'button',
                { type: 'button', class: 'primary', dataset: { action: 'analysis-play' }, onclick: playComputer },
                'Play',
              ),
            ),
            playError,
          ),
        ),
      ),
    );
    go(cur);
  }
}
