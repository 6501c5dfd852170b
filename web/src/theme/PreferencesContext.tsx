import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  applyPreferences,
  readPreferences,
  writePreferences,
  type Preferences,
} from './preferences';
import type { ColorMode, PresetId } from './presets';

interface PreferencesValue extends Preferences {
  setMode(mode: ColorMode): void;
  toggleMode(): void;
  setPreset(preset: PresetId): void;
  setMini(mini: boolean): void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [prefs, setPrefs] = useState<Preferences>(readPreferences);
  // What storage holds: written again only when a preference changes.
  const [stored] = useState(prefs);

  useEffect(() => {
    applyPreferences(prefs);
    if (prefs !== stored) writePreferences(prefs);
  }, [prefs, stored]);

  const update = useCallback(
    (patch: Partial<Preferences>) => setPrefs((p) => ({ ...p, ...patch })),
    [],
  );

  const value = useMemo<PreferencesValue>(
    () => ({
      ...prefs,
      setMode: (mode) => update({ mode }),
      toggleMode: () => setPrefs((p) => ({ ...p, mode: p.mode === 'dark' ? 'light' : 'dark' })),
      setPreset: (preset) => update({ preset }),
      setMini: (mini) => update({ mini }),
    }),
    [prefs, update],
  );

  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs <PreferencesProvider>');
  return value;
}
