// How a game's pieces and dice look: the one place that maps a descriptor's shapes and its sides'
// paints (the server's palette, served in the catalogue) to SVG and CSS (style.css, "pieces").
// Everything else draws through here.

/** @typedef {import('./types.js').Descriptor} Descriptor */
/** @typedef {import('./types.js').PieceKind} PieceKind */

const SVG = 'http://www.w3.org/2000/svg';

// A crown for checkers kings, drawn around (0, 0) in a 100-unit square.
const CROWN = 'M-22,10 L-26,-14 L-12,-2 L0,-20 L12,-2 L26,-14 L22,10 Z';

const PIP = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
};

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

/**
 * Gives a piece group its side's paint; style.css picks the light or the dark theme's body and rim.
 * @param {Element} group
 * @param {import('./types.js').Paint} p
 */
function paint(group, p) {
  const style = /** @type {SVGElement} */ (group).style;
  style.setProperty('--paint-fill', p.fill);
  style.setProperty('--paint-edge', p.edge);
  style.setProperty('--paint-mark', p.mark);
  style.setProperty('--paint-ink', p.ink);
  style.setProperty('--paint-dark-fill', p.darkFill);
  style.setProperty('--paint-dark-edge', p.darkEdge);
}

/**
 * Draws one piece centred on (cx, cy) in a 100-unit square: its shape, its side's colour and
 * the marking that tells the second side apart without colour (a ring or a dot).
 * @param {Element} parent
 * @param {Descriptor} descriptor
 * @param {{side: number, shape: string, height: number}} piece
 */
export function drawPiece(parent, descriptor, piece, cx, cy) {
  const shape = String(piece.shape || 'CHECKER').toLowerCase();
  const side = descriptor.sides[piece.side];
  const g = el('g', { class: `piece pc-${piece.side} ${shape}`, transform: `translate(${cx} ${cy})` }, parent);
  paint(g, side.paint);
  // The rim in the marks' ink, outside the body: seen on light and dark squares alike.
  if (shape !== 'stack') el('circle', { r: shape === 'baby' ? 25 : 41, class: 'halo' }, g);
  else el('circle', { r: 41, cy: 8, class: 'halo' }, g);
  if (shape === 'man' || shape === 'king') {
    el('circle', { r: 38, class: 'body' }, g);
    el('circle', { r: 29, class: 'groove' }, g);
    if (shape === 'king') {
      el('circle', { r: 33, class: 'ring' }, g);
      el('path', { d: CROWN, class: 'crown' }, g);
    }
  } else if (shape === 'stack') {
    // Two discs peeking out below, the height written on top.
    el('circle', { r: 38, cy: 8, class: 'body under' }, g);
    el('circle', { r: 38, cy: 4, class: 'body under' }, g);
    el('circle', { r: 38, class: 'body' }, g);
    const label = el('text', { class: 'height', 'text-anchor': 'middle', 'dominant-baseline': 'central', y: 1 }, g);
    label.textContent = String(piece.height);
  } else if (shape === 'baby') {
    el('circle', { r: 22, class: 'body' }, g);
    if (piece.side === 1) el('circle', { r: 9, class: 'mark-dot' }, g);
  } else {
    el('circle', { r: 38, class: 'body' }, g);
    if (piece.side === 1) el('circle', { r: 20, class: 'mark' }, g);
  }
  return g;
}

/** A side's everyday piece (a checker, a man, a baby: the first of height 1) for chips and legends. */
export function everydayPiece(descriptor, side) {
  const kinds = descriptor.pieces.filter((p) => p.side === side);
  const kind = kinds.find((p) => p.minHeight === 1 && p.maxHeight === 1) || kinds[0];
  return { side, shape: kind ? kind.shape : 'CHECKER', height: kind ? kind.minHeight : 1 };
}

/** A small picture of one piece (a player's chip, a legend's entry), hidden from screen readers. */
export function pieceIcon(descriptor, piece) {
  // A baby is small on the board; alone it fills its icon like the others.
  const box = piece.shape === 'BABY' ? '-26 -26 52 52' : '-50 -50 100 100';
  const svg = el('svg', { viewBox: box, 'aria-hidden': 'true', class: 'piece-icon' });
  drawPiece(
    svg,
    descriptor,
    { ...piece, height: piece.shape === 'STACK' ? Math.max(piece.height, 2) : piece.height },
    0,
    0,
  );
  return svg;
}

/** One die as a picture with its number for screen readers. */
export function dieSvg(n) {
  const svg = el('svg', { viewBox: '0 0 100 100', class: 'die', role: 'img', 'aria-label': `die showing ${n}` });
  el('rect', { x: 4, y: 4, width: 92, height: 92, rx: 16, class: 'die-face' }, svg);
  for (const [cx, cy] of PIP[n] || []) el('circle', { cx, cy, r: 9, class: 'pip' }, svg);
  if (!PIP[n]) {
    const t = el(
      'text',
      { x: 50, y: 52, 'text-anchor': 'middle', 'dominant-baseline': 'central', class: 'die-number' },
      svg,
    );
    t.textContent = String(n);
  }
  return svg;
}
