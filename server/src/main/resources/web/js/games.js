// How each game looks: which squares it uses and what its piece letters mean. The rules live
// on the server; this file only draws.

export const GAME_IDS = ['madrooks', 'madbishops', 'cage', 'monkeyqueen', 'checkers', 'twist'];

const STEERE = { name: 'Mark Steere', url: 'https://www.marksteeregames.com', site: 'marksteeregames.com' };

export const GAMES = {
  madrooks: { title: 'Mad Rooks', darkOnly: false, author: STEERE },
  madbishops: { title: 'Mad Bishops', darkOnly: true, author: STEERE },
  cage: { title: 'Cage', darkOnly: false, author: STEERE },
  monkeyqueen: { title: 'Monkey Queen', darkOnly: false, author: STEERE },
  checkers: { title: 'English checkers', darkOnly: true, author: null },
  twist: { title: 'Checkers with the Twist', darkOnly: true, author: null },
};

/** The game id without parameters: "monkeyqueen:ivory=25" -> "monkeyqueen". */
export function baseId(spec) {
  return String(spec || '').split(':')[0];
}

/** A square is dark when x + y is even (a1 is dark). */
export function isDark(x, y) {
  return (x + y) % 2 === 0;
}

export function isPlayable(gameId, x, y) {
  return !GAMES[gameId].darkOnly || isDark(x, y);
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
 * What a square's text ("R", "w", "I20", "") means in a game: the side (0 first colour, 1
 * second), and whether it is a king (checkers) or a queen with its height (Monkey Queen).
 */
export function describePiece(gameId, text) {
  if (!text) return null;
  const letter = text[0];
  const height = text.length > 1 ? Number(text.slice(1)) : 1;
  switch (gameId) {
    case 'madrooks':
    case 'madbishops':
    case 'cage':
      return { side: letter === 'R' ? 0 : 1, kind: 'checker', height: 1 };
    case 'monkeyqueen':
      return { side: letter === 'I' ? 0 : 1, kind: height >= 2 ? 'queen' : 'baby', height };
    case 'checkers':
    case 'twist':
      return { side: letter.toLowerCase() === 'r' ? 0 : 1, kind: letter === letter.toUpperCase() ? 'king' : 'man', height: 1 };
    default:
      return { side: 0, kind: 'checker', height: 1 };
  }
}

/** Words for a piece, for screen readers: "red king", "ivory queen of 20". */
export function pieceWords(gameId, sides, text) {
  const p = describePiece(gameId, text);
  if (!p) return 'empty';
  const colour = (sides[p.side] || '').toLowerCase();
  switch (p.kind) {
    case 'king': return `${colour} king`;
    case 'man': return `${colour} man`;
    case 'queen': return `${colour} queen, stack of ${p.height}`;
    case 'baby': return `${colour} baby`;
    default: return `${colour} checker`;
  }
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

/** The key=value pairs after the side to move in a position string. */
export function positionKeys(position) {
  const keys = {};
  for (const part of String(position).trim().split(/\s+/).slice(2)) {
    const i = part.indexOf('=');
    if (i > 0) keys[part.slice(0, i)] = part.slice(i + 1);
  }
  return keys;
}
