import { isPreset, type ColorMode, type PresetId } from './presets';

/**
 * Display preferences remembered across reloads. Only preferences live in localStorage:
 * the session is an httpOnly cookie the browser's JavaScript never sees.
 */
export interface Preferences {
  mode: ColorMode;
  preset: PresetId;
  /** Side menu in mini mode on desktop. */
  mini: boolean;
}

export const PREFERENCES_KEY = 'dogstay.preferences';
export const DEFAULT_PREFERENCES: Preferences = { mode: 'light', preset: 'blue', mini: false };

export function readPreferences(): Preferences {
  try {
    const raw = JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Partial<
      Record<keyof Preferences, unknown>
    >;
    return {
      mode: raw.mode === 'dark' ? 'dark' : 'light',
      preset: isPreset(raw.preset) ? raw.preset : DEFAULT_PREFERENCES.preset,
      mini: raw.mini === true,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function writePreferences(prefs: Preferences): void {
  try {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

/**
 * Puts the mode and preset on <html>, where Blueprint and presets.css read them. Only what
 * differs is touched (index.html applies the remembered ones before the first paint): a change
 * on <html> restyles the whole page.
 */
export function applyPreferences(prefs: Preferences): void {
  const root = document.documentElement;
  const dark = prefs.mode === 'dark';
  if (root.classList.contains('bp6-dark') !== dark) root.classList.toggle('bp6-dark', dark);
  if (root.classList.contains('app-dark') !== dark) root.classList.toggle('app-dark', dark);
  if (root.getAttribute('data-preset') !== prefs.preset)
    root.setAttribute('data-preset', prefs.preset);
  if (root.style.colorScheme !== prefs.mode) root.style.colorScheme = prefs.mode;
}
