// The player's settings in this browser: sounds (off until turned on), motion (follows the
// system's prefers-reduced-motion unless chosen), whether hot-seat turns the board, and for games
// with numbered squares which notation moves are shown in and whether the board shows the numbers
// (both numbers unless the player chose otherwise).

const KEY = 'boardwright.settings';
const DEFAULTS = { sound: false, motion: 'system', hotseatTurn: false, notation: 'numeric', squareNumbers: true };

function read() {
  try {
    return { ...DEFAULTS, ...JSON.parse(localStorage.getItem(KEY) || '{}') };
  } catch {
    return { ...DEFAULTS };
  }
}

export const settings = {
  get(name) {
    return read()[name];
  },
  set(name, value) {
    const all = read();
    all[name] = value;
    try {
      localStorage.setItem(KEY, JSON.stringify(all));
    } catch {
      /* storage blocked: the page keeps its defaults */
    }
  },
  /** Whether moves may animate: the system's wish unless the player chose. */
  motion() {
    const chosen = read().motion;
    if (chosen === 'on') return true;
    if (chosen === 'off') return false;
    return !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
  },
};
