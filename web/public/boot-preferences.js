/* global document */
// Applies the remembered light/dark mode and colour preset before the first paint (loaded by
// index.html as a blocking script; the Content-Security-Policy allows no inline script).
// As applyPreferences (web/src/theme/preferences.ts) will: nothing left to change on mount.
try {
  var p = JSON.parse(localStorage.getItem('dogstay.preferences') || '{}');
  var root = document.documentElement;
  if (p.mode === 'dark') root.classList.add('bp6-dark', 'app-dark');
  root.setAttribute('data-preset', p.preset || 'blue');
  root.style.colorScheme = p.mode === 'dark' ? 'dark' : 'light';
} catch {
  // storage unavailable: the defaults stay
}
