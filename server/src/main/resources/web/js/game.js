// The game page: the board, moving by clicks or typed notation, clocks, offers, the move list
// with a look back at earlier positions, hints and a review against the computer, and live
// updates over the WebSocket. Every rule is the server's: the page offers only the moves the
// state lists and sends nothing else.

import { acceptInvitation, api, watchGame } from './api.js';
import { createBoard } from './board.js';
import { announce, h, steereCredit } from './dom.js';
import { GAMES, baseId, describePiece, parseBoard, parseSquare } from './games.js';
import { MoveInput, checkTyped, specialMoves, splitMove } from './moveinput.js';
import { savedGame, saveGame } from './store.js';

const PIP = { 1: [[50, 50]], 2: [[28, 28], [72, 72]], 3: [[28, 28], [50, 50], [72, 72]], 4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]], 6: [[28, 26], [72, 26], [28, 50], [72, 50], [28, 74], [72, 74]] };

function dieSvg(n) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', 'die');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `die showing ${n}`);
  const rect = document.createElementNS(ns, 'rect');
  Object.entries({ x: 4, y: 4, width: 92, height: 92, rx: 16, class: 'die-face' }).forEach(([k, v]) => rect.setAttribute(k, v));
  svg.appendChild(rect);
  for (const [cx, cy] of PIP[n] || []) {
    const c = document.createElementNS(ns, 'circle');
    c.setAttribute('cx', cx); c.setAttribute('cy', cy); c.setAttribute('r', 9); c.setAttribute('class', 'pip');
    svg.appendChild(c);
  }
  return svg;
}

function formatClock(ms, type) {
  if (ms === null || ms === undefined) return '';
  ms = Math.max(0, ms);
  if (type === 'correspondence') {
    const hours = Math.floor(ms / 3600000);
    const days = Math.floor(hours / 24);
    return days > 0 ? `${days}d ${hours % 24}h` : `${hours}h ${Math.floor(ms / 60000) % 60}m`;
  }
  const total = Math.ceil(ms / 1000);
  const m = Math.floor(total / 60), s = total % 60;
  if (ms < 10000) return `${m}:${String(s).padStart(2, '0')}.${Math.floor((ms % 1000) / 100)}`;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Words for a move: "a1xa2", "pass", "swap", "declares speed on e5", "rolls 3 and 5". */
function moveWords(move) {
  if (move.startsWith('roll:')) { const [a, b] = move.slice(5).split('-'); return `dice ${a} and ${b}`; }
  if (move.startsWith('speed:')) return `declares speed for ${move.slice(6)}`;
  if (move.startsWith('initiative:')) return `declares initiative for ${move.slice(11)}`;
  if (move === 'extra') return 'declares an extra turn';
  if (move === 'swap') return 'swaps colours';
  return move.replace(/-/g, ' to ').replace(/x/g, ' takes ');
}

function specialLabel(move, gameId) {
  if (move === 'swap') return 'Swap colours';
  if (move === 'pass') return gameId === 'twist' ? 'Declare pass' : 'Pass';
  if (move === 'extra') return 'Declare extra turn';
  if (move.startsWith('speed:')) return `Speed ${move.slice(6)}`;
  if (move.startsWith('initiative:')) return `Initiative ${move.slice(11)}`;
  return move;
}

function turnWords(turn) {
  if (!turn) return 'start of a normal turn';
  if (turn === 'plain') return 'ordinary turn, no declaration';
  if (turn === 'extra') return 'extra turn: first of two moves';
  if (turn.startsWith('bonus:')) return `bonus turn: the piece on ${turn.slice(6)} may not move`;
  if (turn.startsWith('declared:')) return `declared ${turn.slice(9)}; dice to throw`;
  const m = /^(speed|initiative):([a-z]\d+):(\d)$/.exec(turn);
  if (m) return `${m[1]} ${m[3]} for the king on ${m[2]}`;
  return turn;
}

/** The squares of the last board move in a move list (dice, passes and declarations skipped). */
function lastBoardMove(moves) {
  for (let i = moves.length - 1; i >= 0; i--) {
    const parts = splitMove(moves[i]);
    if (parts) return parts.squares;
    if (moves[i] === 'swap') return [];
  }
  return [];
}

export async function showGame(main, id) {
  // An invitation in the address (#i=...) is exchanged for this browser's own seat token.
  const invitation = await acceptInvitation(id);
  // A token in the address (#t=...) is saved for this game, then taken out of the address bar.
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (fragment.get('t')) {
    saveGame({ id, token: fragment.get('t') });
    history.replaceState(null, '', location.pathname + location.search);
  }
  const saved = savedGame(id);
  let token = saved ? saved.token : null;

  let state = null;
  let catalogGame = null;
  let gameId = null;
  let input = new MoveInput([]);
  let pending = false;
  let userFlipped = null;       // null: follow the seat; true/false once the user flips
  let viewPly = null;           // null: the live position; a number: looking back at that ply
  let positions = null;         // position strings per ply, from the server, for looking back
  let positionsFor = null;      // the moves they belong to
  let positionsMissing = false;
  let hint = null;
  let review = null;            // {ply} while reviewing a finished game
  const analysisCache = new Map();
  let clockBase = 0;            // local time when the last state arrived
  let resignArmed = null;

  const board = h('div', { class: 'board-wrap' });
  const topBar = h('div', { class: 'player-bar top' });
  const bottomBar = h('div', { class: 'player-bar bottom' });
  const title = h('h1', { class: 'game-title' }, 'Loading…');
  const credit = h('div', { class: 'credit-slot' });
  const status = h('p', { class: 'status', id: 'status' });
  const feedback = h('p', { class: 'feedback', id: 'feedback', role: 'status' });
  const prompt = h('div', { class: 'prompt', id: 'prompt' });
  const specials = h('div', { class: 'specials', id: 'specials', role: 'group', 'aria-label': 'Moves that are not on the board' });
  const twistPanel = h('div', { class: 'twist-panel', id: 'twist-panel', hidden: true });
  const invite = h('div', { class: 'invite', id: 'invite', hidden: true });
  const actions = h('div', { class: 'actions', id: 'actions', role: 'group', 'aria-label': 'Game actions' });
  const typed = h('input', { type: 'text', id: 'move-text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', 'aria-describedby': 'feedback', placeholder: 'e.g. a1-a2' });
  const typedForm = h('form', { class: 'typed', onsubmit: (e) => { e.preventDefault(); submitTyped(); } },
    h('label', { for: 'move-text' }, 'Type a move'), typed, h('button', { type: 'submit' }, 'Play'));
  const moveList = h('ol', { class: 'move-list', id: 'move-list', 'aria-label': 'Moves' });
  const viewBar = h('div', { class: 'view-bar', id: 'view-bar' });
  const reviewPanel = h('div', { class: 'review', id: 'review', hidden: true, 'aria-live': 'polite' });
  const connection = h('span', { class: 'connection muted', id: 'connection' });

  main.replaceChildren(h('div', { class: 'game-page' },
    h('section', { class: 'board-col', 'aria-label': 'Board' }, topBar, board, bottomBar, viewBar),
    h('aside', { class: 'side' },
      h('p', { class: 'back' }, h('a', { href: '/' }, '← All games'), ' ', connection),
      title, credit, status, feedback, prompt, specials, twistPanel, invite, actions, typedForm,
      h('h2', { class: 'small-heading' }, 'Moves'), moveList, reviewPanel)));

  let boardView = null;

  function sides() { return catalogGame ? catalogGame.sides : (state.seats || []).map((s) => s.color); }
  function mySeat() { return state && (state.you === 0 || state.you === 1) ? state.you : null; }
  function myTurn() {
    return state && state.status === 'active' && state.toMove !== null && state.toMove !== undefined
      && (state.you === 'both' || state.you === state.toMove);
  }
  function flipped() {
    if (userFlipped !== null) return userFlipped;
    const seat = mySeat();
    if (seat === null) return false;
    return state.seats[seat].color === sides()[1];
  }
  function seatOfColour(colour) { return state.seats.find((s) => s.color === colour) || null; }

  function seatName(seat) {
    if (!seat) return '';
    if (state.you === 'both') return 'Hot-seat';
    if (seat.seat === state.you) return 'You';
    if (seat.kind === 'computer') return `Computer (${(seat.level || '').replace('level:', 'level ')})`;
    if (state.opponent === 'friend') return seat.joined ? 'Friend' : 'Friend (not joined yet)';
    return 'Player';
  }

  function playerBar(bar, colour) {
    const seat = seatOfColour(colour);
    const sideIndex = sides().indexOf(colour);
    const toMove = state.status === 'active' && seat && state.toMove === seat.seat;
    const icon = h('span', { class: 'chip' });
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '-50 -50 100 100');
    svg.setAttribute('aria-hidden', 'true');
    const g = document.createElementNS(ns, 'g');
    const kind = gameId === 'monkeyqueen' ? 'baby' : gameId === 'checkers' || gameId === 'twist' ? 'man' : 'checker';
    g.setAttribute('class', `piece pc-${sideIndex} ${kind}`);
    const c = document.createElementNS(ns, 'circle'); c.setAttribute('r', 40); c.setAttribute('class', 'body'); g.appendChild(c);
    if (sideIndex === 1 && kind !== 'man') {
      // The same marking the board gives the second colour: a ring on checkers, a dot on babies.
      const m = document.createElementNS(ns, 'circle');
      m.setAttribute('r', kind === 'baby' ? 16 : 20);
      m.setAttribute('class', kind === 'baby' ? 'mark-dot' : 'mark');
      g.appendChild(m);
    }
    svg.appendChild(g); icon.appendChild(svg);
    let clockText = '';
    const clock = state.clock;
    if (clock && clock.type !== 'none' && clock.remainingMs && seat) {
      let ms = clock.remainingMs[seat.seat];
      if (state.status === 'active' && clock.running === seat.seat) ms -= Date.now() - clockBase;
      clockText = formatClock(ms, clock.type);
    }
    bar.classList.toggle('to-move', !!toMove);
    bar.replaceChildren(icon,
      h('span', { class: 'who' }, h('strong', {}, colour), ' ', h('span', { class: 'muted' }, seatName(seat))),
      toMove ? h('span', { class: 'turn-flag' }, state.thinking && seat.kind === 'computer' ? 'thinking…' : 'to move') : h('span', { class: 'turn-flag' }),
      h('span', { class: 'clock', role: clockText ? 'timer' : null, 'aria-label': clockText ? `${colour} clock` : null, dataset: { seat: seat ? seat.seat : '' } }, clockText));
  }

  function tickClocks() {
    if (!state || !state.clock || state.clock.type === 'none' || state.status !== 'active') return;
    for (const el of main.querySelectorAll('.clock')) {
      const seat = Number(el.dataset.seat);
      if (el.dataset.seat === '' || !state.clock.remainingMs) continue;
      let ms = state.clock.remainingMs[seat];
      if (state.clock.running === seat) ms -= Date.now() - clockBase;
      el.textContent = formatClock(ms, state.clock.type);
      el.classList.toggle('low', state.clock.type === 'clock' && ms < 10000);
    }
  }
  setInterval(tickClocks, 200);

  function statusText() {
    const s = state;
    if (s.status === 'aborted') return 'The game was aborted.';
    if (s.status === 'finished') {
      let text;
      if (s.result === '*') text = 'The game ended unfinished (*).';
      else if (s.winner === null || s.winner === undefined) text = `Drawn (${s.result || '½-½'}).`;
      else {
        const winnerColour = s.seats[s.winner].color;
        const seated = s.you === 0 || s.you === 1;
        text = seated ? `${s.you === s.winner ? 'You win' : 'You lose'}: ${winnerColour} wins (${s.result}).` : `${winnerColour} wins (${s.result}).`;
      }
      if (s.reason) text += ` ${s.reason.charAt(0).toUpperCase()}${s.reason.slice(1)}${/[.!]$/.test(s.reason) ? '' : '.'}`;
      if (s.enginePolicy) text += ' This ending is an engine policy of this program (a limit it sets), not a rule of the game.';
      return text;
    }
    if (s.toMove === null || s.toMove === undefined) return gameId === 'twist' ? 'Throwing the dice…' : 'Waiting…';
    const colour = s.sideToMove;
    if (s.thinking) return `The computer (${colour}) is thinking…`;
    if (s.you === 'both') return `${colour} to move.`;
    if (s.you === s.toMove) return `Your move (${colour}).`;
    if (s.you === null || s.you === undefined) return `${colour} to move. You are watching.`;
    return `${colour} to move. Waiting for your opponent.`;
  }

  function boardRows() {
    if (viewPly !== null && positions && positions[viewPly] !== undefined) return parseBoard(positions[viewPly]);
    return state.board;
  }

  function renderBoard() {
    const live = viewPly === null;
    const moves = live ? state.moves : state.moves.slice(0, viewPly);
    const marks = { last: lastBoardMove(moves), selected: null, targets: new Map(), hint: [], path: [] };
    if (live) {
      if (input.path.length) { marks.selected = input.path[0]; marks.path = input.path.slice(1); marks.targets = input.targets(); }
      if (hint && hint.ply === state.ply && hint.bestMove) marks.hint = (splitMove(hint.bestMove) || { squares: [] }).squares;
    } else if (review && review.analysis && review.analysis.ply === viewPly && review.analysis.bestMove) {
      marks.hint = (splitMove(review.analysis.bestMove) || { squares: [] }).squares;
    }
    const colours = sides();
    const label = `${state.name} board, ${flipped() ? colours[1] : colours[0]} at the bottom` + (live ? '' : `, position after move ${viewPly}`);
    const opts = { gameId, sides: colours, board: boardRows(), flipped: flipped(), marks, interactive: live && myTurn() && !pending, onSquare, label };
    if (!boardView) boardView = createBoard(board, opts);
    else boardView.update(opts);
    board.classList.toggle('looking-back', !live);
    board.dataset.ply = live ? String(state.ply) : String(viewPly);
  }

  function renderSpecials() {
    specials.replaceChildren();
    prompt.replaceChildren();
    // The Twist's declarations come and go every turn: their row keeps its place. Monkey Queen's
    // swap offer comes on the second move: its space is kept until Cigar has answered it (the
    // one shift left follows that answer), so nothing jumps when the offer appears.
    const swapCanCome = gameId === 'monkeyqueen' && state.status === 'active' && state.ply <= 1;
    specials.classList.toggle('reserved', gameId === 'twist' || swapCanCome);
    const list = viewPly !== null || !myTurn() ? [] : specialMoves(state.legalMoves || []);
    for (const move of list) {
      specials.append(h('button', { type: 'button', class: move === 'swap' ? 'primary' : '', dataset: { move }, disabled: pending, onclick: () => send(move) }, specialLabel(move, gameId)));
    }
    if (swapCanCome) {
      // Laid out from the start, shown only while the swap is on offer.
      const [first, second] = sides();
      prompt.append(h('div', { class: 'swap-prompt', role: 'region', 'aria-label': 'Swap offer', dataset: { offered: String(list.includes('swap')) } },
        h('strong', {}, 'Swap?'),
        h('p', {}, `${first} has made the first move. You may swap: take over ${first}'s position, while the first player takes ${second} and moves next. Or answer as ${second} by moving on the board.`)));
    }
  }

  function renderTwist() {
    if (gameId !== 'twist') { twistPanel.hidden = true; return; }
    twistPanel.hidden = false;
    const t = { turn: state.turnNote || '' };
    const opts = (state.counter && state.counter.values) || [0, 0];
    const roll = state.lastRoll;
    const colours = sides();
    twistPanel.replaceChildren(
      h('div', { class: 'options-count' },
        h('span', { dataset: { side: '0' } }, `${colours[0]} options: `, h('strong', {}, String(opts[0]))),
        h('span', { dataset: { side: '1' } }, `${colours[1]} options: `, h('strong', {}, String(opts[1])))),
      h('div', { class: 'dice', id: 'dice', 'aria-label': roll ? `Last roll: ${roll[0]} and ${roll[1]}` : 'No dice thrown yet', role: 'group' },
        roll ? [dieSvg(roll[0]), dieSvg(roll[1])] : [h('span', { class: 'muted' }, 'No dice yet')]),
      h('p', { class: 'turn-phase muted' }, 'Turn: ', turnWords(t.turn),
        myTurn() && viewPly === null && specialMoves(state.legalMoves || []).length ? ' (declare one, then the dice are thrown, or move on the board)' : ''));
  }

  function renderInvite() {
    const link = saved && saved.invite;
    const other = mySeat() === null ? null : state.seats[1 - mySeat()];
    const open = Boolean(link && state.status === 'active' && other && other.kind !== 'computer' && !other.joined);
    // Once shown, the box keeps its place (nothing below it jumps when the friend joins); its
    // note then says what happened, stacked over the hidden offer so the height stays the same.
    if (!open && invite.hidden) return;
    if (invite.hidden) {
      const field = h('input', { type: 'text', readonly: true, value: link, 'aria-label': 'Invitation link', id: 'invite-link' });
      const done = h('span', { class: 'muted', role: 'status' });
      invite.replaceChildren(
        h('div', { class: 'invite-offer' }, h('strong', {}, 'Invite a friend: '), 'send this link; it gives the other seat.', h('div', { class: 'row' }, field,
          h('button', { type: 'button', onclick: async () => {
            try { await navigator.clipboard.writeText(link); done.textContent = 'Copied.'; } catch (e) { field.select(); done.textContent = 'Press Ctrl+C to copy.'; }
          } }, 'Copy link')), done),
        h('p', { class: 'invite-note', role: 'status' }));
      invite.hidden = false;
    }
    invite.classList.toggle('used', !open);
    invite.querySelector('.invite-note').textContent = open ? '' : other && other.joined ? 'Your friend has joined.' : 'The invitation is closed.';
  }

  function actionButton(label, onclick, extra = {}) {
    return h('button', { type: 'button', onclick, disabled: pending || extra.disabled, class: extra.class || '', dataset: { action: extra.action || label.toLowerCase() } }, label);
  }

  function renderActions() {
    const s = state;
    const seat = mySeat();
    const player = seat !== null || s.you === 'both';
    const list = [];
    list.push(actionButton('Flip board', () => { userFlipped = !flipped(); renderBoard(); renderBars(); }, { action: 'flip' }));
    if (s.status === 'active' && player) {
      const computerOrHotseat = s.opponent === 'computer' || s.you === 'both';
      if (computerOrHotseat) list.push(actionButton('Hint', getHint, { action: 'hint', disabled: !myTurn() || !(s.legalMoves || []).length }));
      if (s.ply > 0) {
        if (s.takebackRequest !== null && s.takebackRequest !== undefined && s.takebackRequest !== seat && s.you !== 'both') {
          list.push(actionButton('Accept take-back', () => act(() => api.takeback(id, token, 'accept')), { action: 'takeback-accept', class: 'primary' }));
          list.push(actionButton('Decline take-back', () => act(() => api.takeback(id, token, 'decline')), { action: 'takeback-decline' }));
        } else {
          const asked = s.takebackRequest !== null && s.takebackRequest !== undefined && s.takebackRequest === seat;
          list.push(actionButton(asked ? 'Take-back asked…' : 'Take back', () => act(() => api.takeback(id, token, 'request')), { action: 'takeback', disabled: asked }));
        }
      }
      if (catalogGame && catalogGame.draws) {
        // In hot-seat the one token answers for the other seat.
        if (s.drawOffer !== null && s.drawOffer !== undefined && (s.drawOffer !== seat || s.you === 'both')) {
          list.push(actionButton('Accept draw', () => act(() => api.draw(id, token, 'accept')), { action: 'draw-accept', class: 'primary' }));
          list.push(actionButton('Decline draw', () => act(() => api.draw(id, token, 'decline')), { action: 'draw-decline' }));
        } else if (s.opponent !== 'computer') {
          const offered = s.drawOffer !== null && s.drawOffer !== undefined;
          list.push(actionButton(offered ? 'Draw offered…' : 'Offer draw', () => act(() => api.draw(id, token, 'offer')), { action: 'draw', disabled: offered }));
        }
      }
      if (s.ply < 2 || s.claimable) list.push(actionButton('Abort', () => act(() => api.claim(id, token, 'abort')), { action: 'abort' }));
      if (s.claimable) list.push(actionButton('Claim the win', () => act(() => api.claim(id, token, 'win')), { action: 'claim' }));
      list.push(actionButton(resignArmed ? 'Really resign?' : 'Resign', () => {
        if (!resignArmed) {
          resignArmed = setTimeout(() => { resignArmed = null; renderActions(); }, 4000);
          renderActions();
          return;
        }
        clearTimeout(resignArmed); resignArmed = null;
        act(() => api.resign(id, token));
      }, { action: 'resign', class: resignArmed ? 'danger' : '' }));
    }
    if (s.status !== 'active' && player) {
      const r = s.rematch;
      if (r && r.gameId) {
        saveGame({ id: r.gameId, token, name: s.name, spec: s.spec, opponent: s.opponent });
        list.push(h('a', { class: 'button primary', href: `/g/${encodeURIComponent(r.gameId)}`, dataset: { action: 'rematch-go' } }, 'Go to the rematch'));
      } else if (r && r.offeredBy !== undefined && r.offeredBy !== seat && s.you !== 'both') {
        list.push(actionButton('Accept rematch', () => act(() => api.rematch(id, token, 'accept')), { action: 'rematch-accept', class: 'primary' }));
      } else if (r && r.offeredBy === seat) {
        list.push(actionButton('Rematch offered…', () => {}, { action: 'rematch', disabled: true }));
      } else {
        list.push(actionButton('Rematch', () => act(() => api.rematch(id, token, 'offer')), { action: 'rematch' }));
      }
    }
    if (s.status === 'finished') list.push(actionButton(review ? 'Close review' : 'Review', toggleReview, { action: 'review' }));
    list.push(h('a', { class: 'button', href: api.recordUrl(id), download: `boardwright-${id}.txt`, dataset: { action: 'export' } }, 'Download record'));
    actions.replaceChildren(...list);
  }

  function renderMoveList() {
    // Marked: the position looked at, or in a review the move being judged.
    const shown = review ? review.ply + 1 : viewPly;
    const items = [h('li', { class: 'start' }, h('button', { type: 'button', class: 'move', dataset: { ply: '0' }, 'aria-current': shown === 0 ? 'true' : null, onclick: () => lookAt(0) }, 'Start'))];
    state.moves.forEach((move, i) => {
      const ply = i + 1;
      const current = shown === null ? ply === state.ply : shown === ply;
      items.push(h('li', {}, h('button', {
        type: 'button', class: 'move' + (move.startsWith('roll:') ? ' roll' : ''), dataset: { ply: String(ply) },
        'aria-current': current ? 'true' : null, 'aria-label': `Move ${ply}: ${moveWords(move)}`,
        onclick: () => lookAt(review ? ply - 1 : ply),   // a review judges the move from the position before it
      }, move.startsWith('roll:') ? `roll ${move.slice(5)}` : move)));
    });
    const atEnd = moveList.scrollTop + moveList.clientHeight >= moveList.scrollHeight - 4;
    moveList.replaceChildren(...items);
    if (viewPly === null && atEnd) moveList.scrollTop = moveList.scrollHeight;
  }

  function renderViewBar() {
    if (viewPly === null) {
      viewBar.replaceChildren(h('span', { class: 'muted' }, state.ply ? `Move ${state.ply}` : 'Start position'));
      return;
    }
    const step = (d) => () => lookAt(Math.max(0, Math.min(state.ply, viewPly + d)));
    viewBar.replaceChildren(
      h('button', { type: 'button', onclick: step(-1), 'aria-label': 'Previous position', disabled: viewPly === 0 }, '‹'),
      h('span', { class: 'looking' }, viewPly === 0 ? 'Start position' : `After move ${viewPly} (${state.moves[viewPly - 1]})`),
      h('button', { type: 'button', onclick: step(1), 'aria-label': 'Next position', disabled: viewPly >= state.ply }, '›'),
      h('button', { type: 'button', class: 'primary', onclick: () => lookAt(null), dataset: { action: 'live' } }, 'Back to the game'));
  }

  function renderBars() {
    const colours = sides();
    playerBar(topBar, flipped() ? colours[0] : colours[1]);
    playerBar(bottomBar, flipped() ? colours[1] : colours[0]);
  }

  function render() {
    title.textContent = state.name;
    // A background tab's title says when it is this player's move.
    document.title = `${myTurn() && state.you !== 'both' ? '● Your move · ' : ''}${state.name} · Boardwright`;
    status.textContent = statusText();
    status.dataset.status = state.status;
    renderBars();
    renderBoard();
    renderSpecials();
    renderTwist();
    renderInvite();
    renderActions();
    renderMoveList();
    renderViewBar();
    typed.disabled = !myTurn() || pending;
  }

  // ---- state arriving ----

  let lastMoves = null;
  function applyState(next, source) {
    // An answer to our move can arrive after the push of the computer's reply: keep the newer.
    if (source === 'move' && state && next.ply < state.ply && next.id === state.id) { render(); return; }
    const previous = state;
    state = next;
    clockBase = Date.now();
    gameId = baseId(state.spec || state.game);
    if (!previous || previous.ply !== state.ply || previous.moves.join(' ') !== state.moves.join(' ')) {
      input = new MoveInput(state.legalMoves || []);
      hint = null;
    } else if ((previous.legalMoves || []).join(' ') !== (state.legalMoves || []).join(' ')) {
      input = new MoveInput(state.legalMoves || []);
    }
    if (viewPly !== null && viewPly > state.ply) viewPly = null;
    tellChanges(previous, state);
    render();
  }

  function tellChanges(previous, next) {
    const old = lastMoves;
    lastMoves = next.moves.slice();
    if (old === null) { announce(`${next.name}. ${statusText()}`); return; }
    const sameStart = old.every((m, i) => next.moves[i] === m);
    const parts = [];
    if (next.moves.length > old.length && sameStart) {
      const added = next.moves.slice(old.length);
      for (const m of added) {
        if (m === 'pass' && gameId === 'cage') {
          parts.push('A player with no legal move passed.');
          feedback.textContent = 'Forced pass: a player had no legal move, so the pass was played for him.';
          feedback.dataset.kind = 'note';
        } else parts.push(`${m.startsWith('roll:') ? '' : 'Played '}${moveWords(m)}.`);
      }
    } else if (next.moves.length < old.length) {
      parts.push(`Moves taken back; now at move ${next.ply}.`);
    }
    if (!previous || previous.status !== next.status || parts.length || previous.toMove !== next.toMove) parts.push(statusText());
    if (previous && previous.drawOffer !== next.drawOffer && next.drawOffer !== null && next.drawOffer !== undefined && next.drawOffer !== next.you) parts.push('Your opponent offers a draw.');
    if (previous && previous.takebackRequest !== next.takebackRequest && next.takebackRequest !== null && next.takebackRequest !== undefined && next.takebackRequest !== next.you) parts.push('Your opponent asks to take back a move.');
    if (parts.length) announce(parts.join(' '));
  }

  // ---- moving ----

  function say(text, kind = 'error') {
    feedback.textContent = text || '';
    feedback.dataset.kind = kind;
  }

  function explainReject(sq) {
    if (!myTurn()) {
      if (state.status !== 'active') return 'The game is over.';
      if (mySeat() === null && state.you !== 'both') return 'You are watching this game.';
      return `It is not your turn: ${state.sideToMove || 'the other side'} is to move.`;
    }
    const here = parseSquare(sq);
    const text = here ? state.board[state.board.length - 1 - here.y][here.x] : '';
    const piece = describePiece(gameId, text);
    const mine = piece && sides()[piece.side] === state.sideToMove;
    const all = state.legalMoves || [];
    const boardMoves = all.filter((m) => splitMove(m));
    if (!boardMoves.length) return `No move on the board now: choose one of ${specialMoves(all).map((m) => specialLabel(m, gameId)).join(', ')}.`;
    const captureRequired = (gameId === 'checkers' || gameId === 'twist') && boardMoves.every((m) => m.includes('x'));
    const from = [...new Set(boardMoves.map((m) => splitMove(m).squares[0]))].sort().join(', ');
    if (mine) return `The piece on ${sq} has no legal move now${captureRequired ? ' (a capture is compulsory)' : ''}. Pieces that can move: ${from}.`;
    if (text) return `The piece on ${sq} is not yours. Pieces that can move: ${from}.`;
    return `Nothing on ${sq}. Pieces that can move: ${from}.`;
  }

  function onSquare(sq) {
    if (!myTurn() || pending || viewPly !== null) { say(explainReject(sq)); return; }
    const result = input.click(sq);
    if (result.kind === 'move') { send(result.move); return; }
    if (result.kind === 'reject') say(result.reason || explainReject(sq));
    else if (result.kind === 'select') {
      const targets = [...input.targets().keys()];
      say(`${sq} selected. It can go to ${targets.join(', ')}.`, 'note');
      announce(`${sq} selected; destinations ${targets.join(', ')}.`);
    } else if (result.kind === 'extend') {
      const targets = [...input.targets().keys()];
      say(`Through ${input.path.join(' → ')}. Next: ${targets.join(', ')}.`, 'note');
      announce(`Next stop: ${targets.join(', ')}.`);
    } else if (result.kind === 'deselect') say('', 'note');
    renderBoard();
  }

  function submitTyped() {
    if (!myTurn()) { say(explainReject('')); return; }
    const checked = checkTyped(typed.value, state.legalMoves || []);
    if (checked.reason) { say(checked.reason); return; }
    typed.value = '';
    send(checked.move);
  }

  async function send(move) {
    if (!(state.legalMoves || []).includes(move)) { say(`${move} is not legal here.`); return; }
    pending = true;
    input.reset();
    say(`Playing ${move}…`, 'note');
    render();
    try {
      const next = await api.move(id, token, move, state.ply);
      pending = false;
      // Clears "Playing …", not a notice a push may already have put there (a forced pass).
      if (feedback.textContent.startsWith('Playing ')) say('', 'note');
      applyState(next, 'move');
    } catch (e) {
      pending = false;
      say(e.message);
      if (e.code === 'stale' || e.code === 'not_your_turn' || e.code === 'game_over') await refresh();
      else render();
    }
  }

  async function act(call) {
    pending = true;
    render();
    try {
      const next = await call();
      pending = false;
      say('', 'note');
      applyState(next, 'action');
    } catch (e) {
      pending = false;
      say(e.message);
      render();
    }
  }

  async function refresh() {
    try { applyState(await api.state(id, token), 'get'); } catch (e) { say(e.message); }
  }

  // ---- hints, looking back, review ----

  async function getHint() {
    say('Thinking about a hint…', 'note');
    try {
      const a = await api.analysis(id, token);
      if (a.ply !== state.ply) return;
      hint = a;
      if (!a.bestMove) { say('No hint for this position.', 'note'); return; }
      const chance = a.winProbability !== undefined && a.winProbability !== null ? ` (your winning chance about ${Math.round(a.winProbability * 100)}%)` : '';
      say(`Hint: ${a.bestMove}${chance}.`, 'note');
      announce(`Hint: ${moveWords(a.bestMove)}.`);
      renderBoard();
    } catch (e) { say(e.message); }
  }

  async function loadPositions() {
    const key = state.moves.join(' ');
    if (positions && positionsFor === key) return true;
    if (positionsMissing) {
      if (!review) say('Earlier positions cannot be shown: this server does not list them (GET /api/games/{id}/positions).');
      return false;
    }
    try {
      const answer = await api.positions(id, token);
      positions = answer.positions;
      positionsFor = key;
      return true;
    } catch (e) {
      if (e.status === 404) positionsMissing = true;
      if (!review) say('Earlier positions cannot be shown: this server does not list them (GET /api/games/{id}/positions).');
      return false;
    }
  }

  async function lookAt(ply) {
    if (ply === null || (ply === state.ply && !review)) { viewPly = null; render(); return; }
    const havePositions = await loadPositions();
    if (review) {
      // Without earlier positions the review still walks the moves, over the final board.
      review.ply = ply;
      viewPly = havePositions ? ply : null;
      render();
      await loadReview();
      return;
    }
    if (!havePositions) return;
    viewPly = ply;
    render();
    announce(ply === 0 ? 'Looking at the start position.' : `Looking at the position after move ${ply}, ${moveWords(state.moves[ply - 1])}.`);
  }

  async function analysisAt(ply) {
    if (!analysisCache.has(ply)) analysisCache.set(ply, api.analysis(id, token, ply).catch((e) => { analysisCache.delete(ply); throw e; }));
    return analysisCache.get(ply);
  }

  function toggleReview() {
    if (review) { review = null; reviewPanel.hidden = true; viewPly = null; render(); return; }
    review = { ply: 0, analysis: null };
    reviewPanel.hidden = false;
    lookAt(0);
  }

  async function loadReview() {
    const ply = review.ply;
    const played = state.moves[ply];
    const step = (d) => () => lookAt(Math.max(0, Math.min(state.ply, ply + d)));
    const nav = h('div', { class: 'row' },
      h('button', { type: 'button', onclick: step(-1), disabled: ply === 0, 'aria-label': 'Previous move' }, '‹ Previous'),
      h('button', { type: 'button', onclick: step(1), disabled: ply >= state.ply, 'aria-label': 'Next move' }, 'Next ›'));
    const body = h('div', { class: 'review-body' }, 'Thinking…');
    reviewPanel.replaceChildren(h('h2', { class: 'small-heading' }, `Review: position ${ply} of ${state.ply}`), body, nav);
    try {
      const a = await analysisAt(ply);
      if (!review || review.ply !== ply) return;
      review.analysis = a;
      // Asks for the next position now, so stepping on does not wait a whole search.
      if (ply < state.ply) analysisAt(ply + 1).catch(() => {});
      const lines = [];
      if (played) lines.push(h('p', {}, `Played: `, h('strong', {}, played), a.bestMove && a.bestMove === played ? ' — the best move.' : ''));
      else lines.push(h('p', {}, 'The game ended here.'));
      if (a.bestMove) {
        if (a.bestMove !== played) lines.push(h('p', {}, 'Best: ', h('strong', {}, a.bestMove), viewPly === null ? '' : ' (marked on the board)'));
        const evaluation = a.mate ? `${a.mate > 0 ? 'a win' : 'a loss'} in ${Math.abs(a.mate)} plies for ${a.sideToMove}` : `score ${a.score} for ${a.sideToMove}`;
        const chance = a.winProbability !== undefined && a.winProbability !== null ? `, winning chance ${Math.round(a.winProbability * 100)}%` : '';
        lines.push(h('p', { class: 'muted' }, `Evaluation: ${evaluation}${chance}.`));
        if (a.pv && a.pv.length) lines.push(h('p', { class: 'muted' }, 'Line: ', a.pv.join(' ')));
      } else if (played && played.startsWith('roll:')) lines.push(h('p', { class: 'muted' }, 'Dice throw.'));
      if (viewPly === null) lines.push(h('p', { class: 'muted small' }, 'The board shows the final position: this server does not list earlier ones.'));
      body.replaceChildren(...lines);
      renderBoard();
    } catch (e) {
      body.textContent = 'No evaluation: ' + e.message;
    }
  }

  // ---- start ----

  try {
    const catalog = await api.catalog().catch(() => null);
    let first;
    try {
      first = await api.state(id, token);
    } catch (e) {
      if (e.status !== 403 || !token) throw e;
      // A stored token this server does not know (another server, an old database): watch instead.
      token = null;
      first = await api.state(id, null);
      say('This browser\'s key for the game was refused, so you are watching.', 'note');
    }
    gameId = baseId(first.spec || first.game);
    catalogGame = catalog ? catalog.games.find((g) => g.id === gameId) : null;
    document.title = `${first.name} · Boardwright`;
    credit.replaceChildren(steereCredit(GAMES[gameId] && GAMES[gameId].author) || h('span'),
      h('p', { class: 'small' }, h('a', { href: `/?rules=${gameId}` }, `Rules of ${first.name}`)));
    if (token) saveGame({ id, token, name: first.name, spec: first.spec || first.game, opponent: first.opponent });
    applyState(first, 'get');
    if (invitation) say(invitation, 'note');
  } catch (e) {
    main.replaceChildren(h('section', { class: 'panel' }, h('h1', {}, 'Game not found'),
      h('p', { class: 'error', role: 'alert' }, e.message), h('p', {}, h('a', { href: '/' }, 'All games'))));
    return;
  }
  watchGame(id, token, {
    onState: (s) => applyState(s, 'push'),
    onStatus: (s) => { connection.textContent = s === 'live' ? '● live' : 'reconnecting…'; connection.dataset.state = s; },
  });
}
