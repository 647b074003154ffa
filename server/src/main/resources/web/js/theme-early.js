// Runs before the first paint (a classic, blocking script) so the page never flashes the
// wrong theme; theme.js does the rest once the page is loaded.
try {
  const theme = localStorage.getItem('boardwright.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  /* storage blocked: follow the system */
}
