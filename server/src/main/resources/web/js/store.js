// This browser's games: id and seat token, kept in localStorage so a reload or a later visit
// finds them again. The server keeps only a hash of each token, so this is the only copy.

const KEY = 'boardwright.games';

function readAll() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function writeAll(list) {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, 50)));
  } catch {
    /* storage full or blocked */
  }
}

export function savedGames() {
  return readAll();
}

export function savedGame(id) {
  return readAll().find((g) => g.id === id) || null;
}

/** Adds or updates a game (newest first); fields not given keep their old values. */
export function saveGame(entry) {
  const list = readAll();
  const old = list.find((g) => g.id === entry.id) || {};
  const merged = { ...old, ...entry, saved: old.saved || Date.now() };
  writeAll([merged, ...list.filter((g) => g.id !== entry.id)]);
  return merged;
}

export function forgetGame(id) {
  writeAll(readAll().filter((g) => g.id !== id));
}
