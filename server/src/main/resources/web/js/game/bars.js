// The player bars above and below the board: each side's piece, who sits there, whose move it
// is, and the clocks, which tick locally between states.

import { h } from '../dom.js';
import { everydayPiece, pieceIcon } from '../pictures.js';

export function formatClock(ms, type) {
  if (ms === null || ms === undefined) return '';
  ms = Math.max(0, ms);
  if (type === 'correspondence') {
    const hours = Math.floor(ms / 3600000);
    const days = Math.floor(hours / 24);
    return days > 0 ? `${days}d ${hours % 24}h` : `${hours}h ${Math.floor(ms / 60000) % 60}m`;
  }
  const total = Math.ceil(ms / 1000);
  const m = Math.floor(total / 60),
    s = total % 60;
  if (ms < 10000) return `${m}:${String(s).padStart(2, '0')}.${Math.floor((ms % 1000) / 100)}`;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function createBars(ctx) {
  const top = h('div', { class: 'player-bar top' });
  const bottom = h('div', { class: 'player-bar bottom' });

  function seatOfColour(colour) {
    return ctx.state.seats.find((s) => s.color === colour) || null;
  }

  function seatName(seat) {
    const state = ctx.state;
    if (!seat) return '';
    if (seat.player) {
      // A signed-in player: name, rating when the game started, and what the result changed.
      const p = seat.player;
      const diff = p.ratingDiff === undefined ? '' : ` ${p.ratingDiff >= 0 ? '+' : ''}${p.ratingDiff}`;
      const rating = p.rating === undefined ? '' : ` (${p.rating}${diff})`;
      return (seat.seat === state.you ? 'You: ' : '') + p.name + (p.bot ? ' BOT' : '') + rating;
    }
    if (state.you === 'both') return 'Hot-seat';
    if (seat.seat === state.you) return 'You';
    if (seat.kind === 'computer') return `Computer (${(seat.level || '').replace('level:', 'level ')})`;
    // "Friend" only from a seat's point of view: a spectator sees two players, not two friends.
    const seated = state.you === 0 || state.you === 1;
    if (state.opponent === 'friend')
      return seated
        ? seat.joined
          ? 'Friend'
          : 'Friend (not joined yet)'
        : seat.joined
          ? 'Player'
          : 'Player (not joined yet)';
    return 'Player';
  }

  /** The time left on a seat's clock now, or null without a clock. */
  function remaining(seatNumber) {
    const clock = ctx.state.clock;
    if (!clock || clock.type === 'none' || !clock.remainingMs) return null;
    let ms = clock.remainingMs[seatNumber];
    if (ctx.state.status === 'active' && clock.running === seatNumber) ms -= Date.now() - ctx.clockBase;
    return ms;
  }

  function renderBar(bar, colour) {
    const state = ctx.state;
    const seat = seatOfColour(colour);
    const sideIndex = ctx.sides().indexOf(colour);
    const toMove = state.status === 'active' && seat && state.toMove === seat.seat;
    const icon = h(
      'span',
      { class: 'chip' },
      pieceIcon(ctx.descriptor, everydayPiece(ctx.descriptor, Math.max(0, sideIndex))),
    );
    const ms = seat ? remaining(seat.seat) : null;
    const clockText = ms === null ? '' : formatClock(ms, state.clock.type);
    bar.classList.toggle('to-move', !!toMove);
    bar.replaceChildren(
      icon,
      h('span', { class: 'who' }, h('strong', {}, colour), ' ', h('span', { class: 'muted' }, seatName(seat))),
      toMove
        ? h('span', { class: 'turn-flag' }, state.thinking && seat.kind === 'computer' ? 'thinking…' : 'to move')
        : h('span', { class: 'turn-flag' }),
      h(
        'span',
        {
          class: 'clock',
          role: clockText ? 'timer' : null,
          'aria-label': clockText ? `${colour} clock` : null,
          dataset: { seat: seat ? seat.seat : '' },
        },
        clockText,
      ),
    );
  }

  return {
    top,
    bottom,
    render() {
      const colours = ctx.sides();
      const flipped = ctx.flipped();
      renderBar(top, flipped ? colours[0] : colours[1]);
      renderBar(bottom, flipped ? colours[1] : colours[0]);
    },
    /** Counts the running clock down between states. */
    tick() {
      const state = ctx.state;
      if (!state || !state.clock || state.clock.type === 'none' || state.status !== 'active') return;
      for (const el of [top, bottom].map((bar) => bar.querySelector('.clock'))) {
        if (!el || el.dataset.seat === '') continue;
        const ms = remaining(Number(el.dataset.seat));
        if (ms === null) continue;
        el.textContent = formatClock(ms, state.clock.type);
        el.classList.toggle('low', state.clock.type === 'clock' && ms < 10000);
      }
    },
  };
}
