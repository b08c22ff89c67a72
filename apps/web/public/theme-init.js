/* global window, document */
// Runs before first paint; mirrors src/lib/theme.ts (stored 'theme' wins, otherwise the system preference).
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    stored = null;
  }
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
