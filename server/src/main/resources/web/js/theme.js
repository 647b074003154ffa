// Light and dark themes: the system's choice unless the user picks one with the toggle.

const KEY = 'boardwright.theme';
const ORDER = ['system', 'light', 'dark'];
const LABEL = { system: 'System', light: 'Light', dark: 'Dark' };

function current() {
  try {
    return localStorage.getItem(KEY) || 'system';
  } catch {
    return 'system';
  }
}

function apply(choice) {
  if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
  else delete document.documentElement.dataset.theme;
  const button = document.getElementById('theme-toggle');
  if (button) {
    document.getElementById('theme-label').textContent = LABEL[choice];
    button.setAttribute(
      'aria-label',
      choice === 'system' ? 'Colour theme: follow the system. Change theme' : `Colour theme: ${choice}. Change theme`,
    );
  }
}

export function setupTheme() {
  apply(current());
  const button = document.getElementById('theme-toggle');
  if (!button) return;
  button.addEventListener('click', () => {
    const next = ORDER[(ORDER.indexOf(current()) + 1) % ORDER.length];
    try {
      localStorage.setItem(KEY, next);
    } catch {
      /* not kept */
    }
    apply(next);
  });
}
