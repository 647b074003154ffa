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
import { entryFor, listWords } from '../games.js';
import { Notation } from '../notation.js';
import { startGame } from '../home.js';
import { MoveInput, splitMove } from '../moveinput.js';
import { dieSvg } from '../pictures.js';
import { evaluationWords } from '../game/history.js';
import { numberLabel } from '../game/movenumbers.js';
import { createEditor, splitPosition } from './editor.js';
import { MoveTree } from './tree.js';

function recordOf(spec, position) {
  return `[Game "${spec}"]\n[Start "${position.replace(/["\\]/g, '\\$&')}"]\n\n*\n`;
}

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

  /**
   * Puts the moves a session's game has played since `from` into the tree (the positions from
   * the server's list, `positions` when already fetched), and the session at the last node.
   */
  function absorb(tree, from, session, state, positions) {
    const startPly = session.plyOf ? session.plyOf : 0;
    let node = from;
    for (let i = startPly; i < state.moves.length; i++)
      node = tree.child(node, state.moves[i], (state.moveKinds || [])[i], positions[i + 1] || null);
    if (!node.position) node.position = state.position;
    node.state = state;
    node.session = { id: session.id, token: session.token, plyOf: state.moves.length };
    return node;
  }

  function explore(tree, start, flippedAtFirst, game) {
    let cur = start;
    let flipped = flippedAtFirst;
    let input = new MoveInput([]);
    let view = null;
    const evaluations = new Map(); // node -> the computer's judgement (a promise)
    let asking = null; // the node whose judgement is being asked for
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
    let sessionPending = null;

    const special = (state) => new Set(((state && state.actions) || []).map((a) => a.move));
    const boardMoves = (state) => ((state && state.legalMoves) || []).filter((m) => !special(state).has(m));

    /** A hot-seat game standing at `node` (a new one from its position when none is there). */
    async function sessionAt(node) {
      if (node.session && node.state) return node.session;
      if (sessionPending && sessionPending.node === node) return sessionPending.promise;
      const promise = api
        .createGame({ record: recordOf(spec, node.position), opponent: 'hotseat' })
        .then((created) => {
          sessionPending = null;
          const session = { id: created.id, token: created.token, plyOf: 0 };
          // A game that starts by throwing the dice has moved on: the throw becomes the next node.
          return absorb(tree, node, session, created.state, [node.position]).session;
        })
        .catch((e) => {
          sessionPending = null;
          throw e;
        });
      sessionPending = { node, promise };
      return promise;
    }

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
      const judged = evaluations.get(cur);
      if (judged && judged.value && judged.value.bestMove && splitMove(judged.value.bestMove))
        marks.hint = splitMove(judged.value.bestMove).squares;
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
      drawChance(pos);
      drawTree();
      deleteButton.hidden = tree.onMainLine(cur);
    }

    /** The game's counter per side (its key in the position) and the dice of the latest throw. */
    function drawChance(pos) {
      if (!d.chance && !d.counter) return;
      const parts = [];
      if (d.counter) {
        const values = (pos.keys.get(d.counter) || '0,0').split(',');
        parts.push(
          h(
            'div',
            { class: 'counter' },
            d.sides.map((s, i) =>
              h(
                'span',
                { dataset: { side: String(i) } },
                `${s.name} ${d.counter}: `,
                h('strong', {}, values[i] || '0'),
              ),
            ),
          ),
        );
      }
      if (d.chance) {
        const roll = tree.lastRoll(cur);
        parts.push(
          h(
            'div',
            {
              class: 'dice',
              id: 'dice',
              role: 'group',
              'aria-label': roll ? `Last throw: ${listWords(roll.map(String))}` : 'No dice thrown yet',
            },
            roll ? roll.map(dieSvg) : [h('span', { class: 'muted' }, 'No dice yet')],
          ),
        );
      }
      if (cur.state && cur.state.turnText) parts.push(h('p', { class: 'turn-phase muted' }, cur.state.turnText));
      chance.replaceChildren(...parts);
    }

    function moveButton(node, numbered) {
      const label = numbered || node.side === 0 || node.parent.side !== node.side ? `${numberLabel(node)} ` : '';
      return h(
        'button',
        {
          type: 'button',
          class: `tree-move${node === cur ? ' current' : ''}`,
          'aria-current': node === cur ? 'true' : null,
          dataset: { ply: String(node.ply), move: node.move },
          onclick: () => go(node),
        },
        label,
        show(node.move),
      );
    }

    /** The line from `parent` on, each variation indented after the move it replaces. */
    function lineOf(parent, first) {
      const out = [];
      let p = parent;
      let numbered = first;
      while (p.children.length) {
        const [next, ...others] = p.children;
        out.push(moveButton(next, numbered));
        numbered = others.length > 0;
        for (const other of others)
          out.push(
            h(
              'div',
              { class: 'variation', role: 'group', 'aria-label': `Variation from ${show(other.move)}` },
              moveButton(other, true),
              ...lineOf(other, false),
            ),
          );
        p = next;
      }
      return out;
    }

    function drawTree() {
      const items = lineOf(tree.root, true);
      moveTree.replaceChildren(
        ...(items.length ? items : [h('p', { class: 'muted small' }, 'No moves yet: play one on the board.')]),
      );
    }

    function go(node) {
      cur = node;
      input = new MoveInput(boardMoves(cur.state));
      feedback.textContent = '';
      draw();
      judge(node);
    }

    /** The computer's judgement of `node`: from the finished game it came from, or a game standing there. */
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
        evalBox.replaceChildren(
          h(
            'p',
            { class: 'muted' },
            'The game is still being played: the computer judges its positions once it is over (try a variation to hear it on that).',
          ),
        );
        return;
      }
      evalBox.replaceChildren(h('p', { class: 'muted' }, 'The computer is thinking…'));
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
        if (cur === node) evalBox.replaceChildren(h('p', { class: 'error' }, `No evaluation: ${e.message}`));
        return;
      } finally {
        if (asking === node) {
          asking = null;
          if (cur !== node) judge(cur);
        }
      }
      if (cur !== node) return;
      if (!a.bestMove) {
        evalBox.replaceChildren(
          h(
            'p',
            {},
            node.state && node.state.status !== 'active'
              ? 'The game is over here.'
              : 'No evaluation here (the dice are to be thrown).',
          ),
        );
        draw();
        return;
      }
      const words = evaluationWords(a);
      const share = Math.round(words.share * 100);
      const other = d.sides.find((s) => s.name !== a.sideToMove);
      evalBox.replaceChildren(
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
      );
      draw();
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

    /** Arrow keys and Home/End walk the tree (not while typing, nor on the board, whose arrows move among squares). */
    function onKey(e) {
      if (!document.body.contains(boardBox)) {
        document.removeEventListener('keydown', onKey);
        return;
      }
      const t = e.target;
      if (t && t.closest('input, select, textarea, [role="grid"]')) return;
      let next = null;
      if (e.key === 'ArrowLeft') next = cur.parent;
      else if (e.key === 'ArrowRight') next = cur.children[0] || null;
      else if (e.key === 'Home') next = tree.root;
      else if (e.key === 'End') {
        next = cur;
        while (next.children[0]) next = next.children[0];
      } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        // Among the moves that branch from the same position.
        if (cur.parent) {
          const sibs = cur.parent.children;
          const i = sibs.indexOf(cur) + (e.key === 'ArrowDown' ? 1 : -1);
          next = sibs[i] || null;
        }
      } else return;
      e.preventDefault();
      if (next && next !== cur) go(next);
    }
    document.addEventListener('keydown', onKey);

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
          h('h2', { class: 'small-heading' }, 'Moves'),
          moveTree,
          h(
            'p',
            { class: 'muted small' },
            'Moves tried on the board branch off as variations. ← → step, Home and End, ↑ ↓ among the moves from one position.',
          ),
          h('h2', { class: 'small-heading' }, 'The computer says'),
          evalBox,
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
    );
    go(cur);
  }
}
