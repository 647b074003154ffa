// The game page's controller: holds the state the server sent, applies each pushed state, sends
// moves and actions, and has the views (player bars, board, actions, specials, dice and counter,
// move list and review) redraw. Every rule is the server's: the page offers only the moves the
// state lists and sends nothing else; everything about the game comes from its descriptor.

import { acceptInvitation, api, watchGame } from '../api.js';
import { refreshTurn } from '../account.js';
import { designerCredit, h } from '../dom.js';
import { entryFor } from '../games.js';
import { MoveInput } from '../moveinput.js';
import { Notation } from '../notation.js';
import { savedGame, saveGame } from '../store.js';
import { createActions } from './actions.js';
import { createBars } from './bars.js';
import { createBoardView } from './boardview.js';
import { createChancePanel } from './chance.js';
import { createHistory } from './history.js';
import { createExtras } from './extras.js';
import { animateMove } from './motion.js';
import { createNotices } from './notices.js';
import { settings } from '../settings.js';
import { playSound } from '../sound.js';
import { createSpecials } from './specials.js';
import { statusText, tellChanges } from './words.js';

/** @typedef {import('../types.js').GameState} GameState */
/** @typedef {import('../types.js').Descriptor} Descriptor */

/**
 * What every view reads and may call: the state, the game's descriptor, what the person is
 * doing on the page, and the commands.
 */
class GameController {
  constructor(id, token, saved) {
    this.id = id;
    this.token = token;
    this.saved = saved;
    /** @type {GameState | null} */ this.state = null;
    /** @type {Descriptor | null} */ this.descriptor = null;
    this.input = new MoveInput([]);
    this.notation = new Notation(null); // numbered squares, once the catalogue entry is known
    this.pending = false; // a move or action on its way
    this.userFlipped = null; // null: follow the seat; true/false once the user flips
    this.viewPly = null; // null: the live position; a number: looking back at that ply
    this.hint = null;
    this.review = null; // {ply, analysis} while reviewing a finished game
    this.clockBase = 0; // local time when the last state arrived
    this.labels = new Map(); // move -> the words of its button, for every action offered here
    this.sawDeclarations = false;
    this.views = [];
    this.told = null; // the moves last told to screen readers
    this.holdUntil = 0;
    this.held = null;
    this.feedback = h('p', { class: 'feedback', id: 'feedback', role: 'status' });
    // The page's parts, made when the page is mounted (mountGame).
    /** @type {HTMLElement} */ this.title = null;
    /** @type {HTMLElement} */ this.credit = null;
    /** @type {HTMLElement} */ this.status = null;
    /** @type {HTMLElement} */ this.connection = null;
    /** @type {any} */ this.notices = null;
    /** @type {any} */ this.boardView = null;
    /** @type {any} */ this.history = null;
    /** @type {any} */ this.bars = null;
    /** @type {any} */ this.entry = null;
  }

  sides() {
    return this.descriptor ? this.descriptor.sides.map((s) => s.name) : (this.state.seats || []).map((s) => s.color);
  }
  mySeat() {
    return this.state && (this.state.you === 0 || this.state.you === 1) ? this.state.you : null;
  }
  myTurn() {
    const s = this.state;
    return (
      s &&
      s.status === 'active' &&
      s.toMove !== null &&
      s.toMove !== undefined &&
      (s.you === 'both' || s.you === s.toMove)
    );
  }
  flipped() {
    if (this.userFlipped !== null) return this.userFlipped;
    // Hot-seat: the board turns to the side to move when the player asked for that (settings).
    if (this.state.you === 'both')
      return settings.get('hotseatTurn') && this.state.toMove === 1 && this.state.seats[1].color === this.sides()[1];
    const seat = this.mySeat();
    if (seat === null) return false;
    return this.state.seats[seat].color === this.sides()[1];
  }
  /** The legal moves that are moves on the board (not in the state's actions). */
  boardMoves() {
    const special = new Set((this.state.actions || []).map((a) => a.move));
    return (this.state.legalMoves || []).filter((m) => !special.has(m));
  }

  /** A move as this page shows it: in numbered squares where the game has them and the player wants them. */
  show(move) {
    return this.notation.show(move);
  }

  say(text, kind = 'error') {
    this.feedback.textContent = text || '';
    this.feedback.dataset.kind = kind;
  }

  render() {
    const s = this.state;
    this.title.textContent = s.name;
    // A background tab's title says when it is this player's move.
    document.title = `${this.myTurn() && s.you !== 'both' ? '● Your move · ' : ''}${s.name} · Boardwright`;
    this.status.textContent = statusText(this);
    this.status.dataset.status = s.status;
    // "live" is about moves still to come: a finished game's socket stays open (for a rematch) unsaid.
    this.connection.hidden = s.status !== 'active';
    for (const view of this.views) view.render();
  }

  renderBoard() {
    this.boardView.render();
  }

  /** Takes a state from the server (an answer, a push or a fresh read). */
  applyState(next, source) {
    // While a move slides, the next state waits (the newest one wins), so each move is seen.
    const wait = this.holdUntil - Date.now();
    if (wait > 0) {
      const older = this.held;
      if (!older || !(source === 'move' && next.ply < older[0].ply)) this.held = [next, source];
      if (!older)
        setTimeout(() => {
          const [n, s] = this.held;
          this.held = null;
          this.applyState(n, s);
        }, wait);
      return;
    }
    // An answer to our move can arrive after the push of the computer's reply: keep the newer.
    if (source === 'move' && this.state && next.ply < this.state.ply && next.id === this.state.id) {
      this.render();
      return;
    }
    const previous = this.state;
    const turnedBefore = previous && this.descriptor ? this.flipped() : null;
    this.state = next;
    if (previous && previous.id === next.id && this.userFlipped === null)
      this.notices.update(previous, next, turnedBefore, this.flipped());
    else if (previous) this.notices.update(previous, next, turnedBefore, turnedBefore);
    this.clockBase = Date.now();
    for (const a of next.actions || []) {
      this.labels.set(a.move, a.label);
      if (a.kind === 'DECLARATION') this.sawDeclarations = true;
    }
    const legal = (next.legalMoves || []).join(' ');
    if (!previous || previous.ply !== next.ply || previous.moves.join(' ') !== next.moves.join(' ')) {
      this.input = new MoveInput(this.boardMoves());
      this.hint = null;
    } else if ((previous.legalMoves || []).join(' ') !== legal) {
      this.input = new MoveInput(this.boardMoves());
    }
    if (this.viewPly !== null && this.viewPly > next.ply) this.viewPly = null;
    // The header's "Your turn" count follows at once when the move passes or the game ends.
    if (previous && (previous.toMove !== next.toMove || previous.status !== next.status)) refreshTurn();
    tellChanges(this, previous, next, this.told);
    const grew = this.told && next.moves.length > this.told.length && this.told.every((m, i) => next.moves[i] === m);
    const newMoves = grew ? next.moves.slice(this.told.length) : [];
    this.told = next.moves.slice();
    this.render();
    // A rematch made while this page watched takes its players to the new game (the seat's token
    // carries over; the actions view saved it under the new game's id as it drew).
    const made = next.rematch && next.rematch.gameId;
    if (
      made &&
      previous &&
      previous.id === next.id &&
      !(previous.rematch && previous.rematch.gameId) &&
      (this.mySeat() !== null || next.you === 'both')
    )
      location.assign(`/g/${encodeURIComponent(made)}`);
    if (grew) {
      this.holdUntil = Date.now() + animateMove(this, newMoves);
      playSound(newMoves.some((m) => m.includes('x')) ? 'capture' : 'move');
    }
  }

  async send(move) {
    if (!(this.state.legalMoves || []).includes(move)) {
      this.say(`${this.show(move)} is not legal here.`);
      return;
    }
    this.pending = true;
    this.input.reset();
    this.say(`Playing ${this.show(move)}…`, 'note');
    this.render();
    try {
      const next = await api.move(this.id, this.token, move, this.state.ply);
      this.pending = false;
      // Clears "Playing …", not a notice a push may already have put there (a forced pass).
      if (this.feedback.textContent.startsWith('Playing ')) this.say('', 'note');
      this.applyState(next, 'move');
    } catch (e) {
      this.pending = false;
      this.say(e.message);
      if (e.code === 'stale' || e.code === 'not_your_turn' || e.code === 'game_over') await this.refresh();
      else this.render();
    }
  }

  /** Runs an action (draw, takeback, resign, ...) and takes the state it answers. */
  async act(call) {
    this.pending = true;
    this.render();
    try {
      const next = await call();
      this.pending = false;
      this.say('', 'note');
      this.applyState(next, 'action');
    } catch (e) {
      this.pending = false;
      this.say(e.message);
      this.render();
    }
  }

  async refresh() {
    try {
      this.applyState(await api.state(this.id, this.token), 'get');
    } catch (e) {
      this.say(e.message);
    }
  }

  lookAt(ply) {
    return this.history.lookAt(ply);
  }
}

/** Lays the page out: the board column and the side panel, each part a view. */
function layout(main, ctx) {
  ctx.title = h('h1', { class: 'game-title' }, 'Loading…');
  ctx.credit = h('div', { class: 'credit-slot' });
  ctx.status = h('p', { class: 'status', id: 'status' });
  ctx.notices = createNotices(ctx);
  ctx.connection = h('span', { class: 'connection muted', id: 'connection' });
  const bars = createBars(ctx);
  ctx.boardView = createBoardView(ctx);
  const specials = createSpecials(ctx);
  const chance = createChancePanel(ctx);
  const actions = createActions(ctx);
  ctx.history = createHistory(ctx);
  ctx.bars = bars;
  const extras = createExtras(ctx);
  ctx.views = [bars, ctx.boardView, specials, chance, actions, ctx.history, extras];
  main.replaceChildren(
    h(
      'div',
      { class: 'game-page' },
      h(
        'section',
        { class: 'board-col', 'aria-label': 'Board' },
        bars.top,
        ctx.boardView.element,
        bars.bottom,
        ctx.history.viewBar,
      ),
      h(
        'aside',
        { class: 'side' },
        h('p', { class: 'back' }, h('a', { href: '/' }, '← All games'), ' ', ctx.connection),
        ctx.title,
        ctx.credit,
        extras.notationPrefs,
        ctx.status,
        ctx.notices.element,
        ctx.feedback,
        ctx.history.reviewPanel,
        specials.prompt,
        specials.element,
        chance.element,
        actions.invite,
        actions.element,
        ctx.boardView.typedForm,
        extras.tally,
        h('h2', { class: 'small-heading' }, 'Moves'),
        ctx.history.moveList,
        extras.element,
      ),
    ),
  );
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
  const ctx = new GameController(id, saved ? saved.token : null, saved);
  layout(main, ctx);
  try {
    const catalog = await api.catalog();
    let first;
    try {
      first = await api.state(id, ctx.token);
    } catch (e) {
      if (e.status !== 403 || !ctx.token) throw e;
      // A stored token this server does not know (another server, an old database): watch instead.
      ctx.token = null;
      first = await api.state(id, null);
      ctx.say("This browser's key for the game was refused, so you are watching.", 'note');
    }
    const entry = entryFor(catalog, first.spec || first.game);
    if (!entry) throw new Error(`This server does not describe the game ${first.game}.`);
    ctx.descriptor = entry.descriptor;
    ctx.entry = entry;
    ctx.notation = new Notation(entry);
    document.title = `${first.name} · Boardwright`;
    ctx.credit.replaceChildren(
      designerCredit(ctx.descriptor.designer) || h('span'),
      h('p', { class: 'small' }, h('a', { href: `/?rules=${encodeURIComponent(entry.id)}` }, `Rules of ${first.name}`)),
    );
    if (ctx.token)
      saveGame({ id, token: ctx.token, name: first.name, spec: first.spec || first.game, opponent: first.opponent });
    ctx.applyState(first, 'get');
    if (invitation) ctx.say(invitation, 'note');
  } catch (e) {
    main.replaceChildren(
      h(
        'section',
        { class: 'panel' },
        h('h1', {}, 'Game not found'),
        h('p', { class: 'error', role: 'alert' }, e.message),
        h('p', {}, h('a', { href: '/' }, 'All games')),
      ),
    );
    return;
  }
  setInterval(() => ctx.bars.tick(), 200);
  watchGame(id, ctx.token, {
    onState: (s) => ctx.applyState(s, 'push'),
    onStatus: (s) => {
      ctx.connection.textContent = s === 'live' ? '● live' : 'reconnecting…';
      ctx.connection.dataset.state = s;
    },
  });
}
