// Moves seen moving: the piece that just moved slides from stop to stop (every landing square
// of a jump chain), unless the player or the system asked for reduced motion (settings.js).
// While it slides, the controller holds the next state back, so one's own move is seen before
// the reply lands.

import { splitMove } from '../moveinput.js';
import { settings } from '../settings.js';

/** Milliseconds per stop. */
export const STEP_MS = 160;

function centre(svg, sq) {
  const rect = svg.querySelector(`[data-sq="${sq}"] rect.sq`);
  if (!rect) return null;
  return { x: Number(rect.getAttribute('x')), y: Number(rect.getAttribute('y')) };
}

/**
 * Animates the last board move among the new moves on the board just drawn. Returns how long
 * it runs (0 when nothing moves).
 */
export function animateMove(ctx, newMoves) {
  if (!settings.motion() || ctx.viewPly !== null) return 0;
  const move = [...newMoves].reverse().map(splitMove).find(Boolean);
  if (!move) return 0;
  const svg = ctx.boardView.element.querySelector('svg.board');
  if (!svg) return 0;
  const stops = move.squares.map((sq) => centre(svg, sq));
  if (stops.some((p) => !p)) return 0;
  const end = stops[stops.length - 1];
  const piece = svg.querySelector(`[data-sq="${move.squares[move.squares.length - 1]}"] .piece`);
  if (!piece) return 0;
  const frames = stops.map((p) => ({ translate: `${p.x - end.x}px ${p.y - end.y}px` }));
  const duration = STEP_MS * (stops.length - 1);
  // Drawn above the other squares while it travels.
  const cell = piece.closest('[data-sq]');
  const row = cell.parentNode;
  // Moving nodes in the document drops the focus: a square that had it gets it back.
  const focused = svg.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
  row.parentNode.appendChild(row);
  row.appendChild(cell);
  if (focused && document.activeElement !== focused) focused.focus({ preventScroll: true });
  piece.animate(frames, { duration, easing: 'ease-in-out' });
  ctx.boardView.element.dataset.animating = 'true';
  setTimeout(() => {
    delete ctx.boardView.element.dataset.animating;
  }, duration);
  return duration;
}
