// The header's menu on narrow screens: one button shows or hides the site links, the account and
// the theme (wide screens show them all and hide the button, style.css). Escape closes it.

export function setupMenu() {
  const header = document.getElementById('top');
  const toggle = document.getElementById('menu-toggle');
  if (!header || !toggle) return;
  const set = (open) => {
    header.classList.toggle('menu-open', open);
    toggle.setAttribute('aria-expanded', String(open));
  };
  toggle.addEventListener('click', () => set(!header.classList.contains('menu-open')));
  header.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && header.classList.contains('menu-open')) {
      set(false);
      toggle.focus();
    }
  });
}
