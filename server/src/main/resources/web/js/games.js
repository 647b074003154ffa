// What the pages need to know about a game, read from its descriptor (the catalogue): which
// squares it uses, what a square's text shows, words for people. No game is named here; how
// pieces look is pictures.js.

/** @typedef {import('./types.js').Descriptor} Descriptor */
/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */

/** The game id without parameters: "game:size=25" -> "game". */
export function baseId(spec) {
  return String(spec || '').split(':')[0];
}

/** The catalogue's entry for a spec or id, or null. */
export function entryFor(catalog, spec) {
  const id = baseId(spec);
  return (catalog && catalog.games.find((g) => g.id === id)) || null;
}

/** A square is dark when x + y is even (a1 is dark). */
export function isDark(x, y) {
  return (x + y) % 2 === 0;
}

/** @param {Descriptor} descriptor */
export function isPlayable(descriptor, x, y) {
  return !descriptor.board.darkSquaresOnly || isDark(x, y);
}

export function squareName(x, y) {
  return String.fromCharCode(97 + x) + (y + 1);
}

export function parseSquare(name) {
  const m = /^([a-z])(\d+)$/.exec(name);
  if (!m) return null;
  return { x: m[1].charCodeAt(0) - 97, y: Number(m[2]) - 1 };
}

/**
 * What a square's text ("R", "w", "I20", "") shows: the piece kind whose letter is its first
 * character and whose heights hold the number after it (1 when absent), with that height. A text
 * no kind covers is drawn as a plain checker of the first side, so nothing the server sends is lost.
 * @param {Descriptor} descriptor
 * @returns {{side: number, shape: string, height: number, legend: string} | null}
 */
export function pieceOf(descriptor, text) {
  if (!text) return null;
  const letter = text[0];
  const height = text.length > 1 ? Number(text.slice(1)) : 1;
  const kind = descriptor.pieces.find((p) => p.letter === letter && height >= p.minHeight && height <= p.maxHeight);
  if (!kind) return { side: 0, shape: 'CHECKER', height, legend: text };
  return { side: kind.side, shape: kind.shape, height, legend: kind.legend };
}

/** The legend without its explanation in brackets: "Ivory queen (a stack ...)" -> "Ivory queen". */
export function shortLegend(legend) {
  return String(legend).replace(/\s*\(.*\)\s*$/, '');
}

/** Words for a square's piece, for screen readers: "red king", "ivory queen, stack of 20". */
export function pieceWords(descriptor, text) {
  const p = pieceOf(descriptor, text);
  if (!p) return 'empty';
  const words = shortLegend(p.legend);
  const lower = words.charAt(0).toLowerCase() + words.slice(1);
  return p.shape === 'STACK' ? `${lower}, stack of ${p.height}` : lower;
}

/** The side (0 or 1) whose name this is, or -1. */
export function sideIndex(descriptor, name) {
  return descriptor.sides.findIndex((s) => s.name === name);
}

/** "https://www.marksteeregames.com" -> "marksteeregames.com". */
export function siteOf(url) {
  return String(url)
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
}

/** "a, b and c". */
export function listWords(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Games grouped by designer, for credit lines: [{designer, names}], in catalogue order.
 * @param {CatalogEntry[]} games
 */
export function byDesigner(games) {
  const groups = new Map();
  for (const g of games) {
    const d = g.descriptor.designer;
    if (!d) continue;
    if (!groups.has(d.url)) groups.set(d.url, { designer: d, names: [] });
    groups.get(d.url).names.push(g.name);
  }
  return [...groups.values()];
}

/**
 * Reads the board part of a position string (docs/rules/README.md, position strings) into rows from the top rank down,
 * each square as the state's "board" gives it ("" empty).
 */
export function parseBoard(position) {
  const ranks = String(position).trim().split(/\s+/)[0].split('/');
  return ranks.map((rank) => {
    const row = [];
    const re = /\.|[A-Za-z]\d*/g;
    let m;
    while ((m = re.exec(rank)) !== null) row.push(m[0] === '.' ? '' : m[0]);
    return row;
  });
}
