import { Button } from '@blueprintjs/core';
import { FlashIcon, MoonIcon, TintIcon } from '@blueprintjs/icons';
import { lazy } from 'react';
import { LazyPopover } from '../../components/lazyOverlays';
import { ja } from '../../i18n/ja';
import { usePreferences } from '../../theme/PreferencesContext';

const ThemeMenuPopover = lazy(() => import('./ThemeMenuPopover'));

/**
 * Light/dark toggle: one button that says what it will switch to, in its title as the list's row
 * actions do (a Blueprint Tooltip mounts a popover, some 10 ms of every page's first render).
 */
export function ModeToggle() {
  const { mode, toggleMode } = usePreferences();
  const label = mode === 'dark' ? ja.header.switchToLight : ja.header.switchToDark;
  return (
    <Button
      variant="minimal"
      icon={mode === 'dark' ? <FlashIcon /> : <MoonIcon />}
      aria-label={label}
      title={label}
      aria-pressed={mode === 'dark'}
      onClick={toggleMode}
    />
  );
}

/** The eight preset colour themes and the mode, chosen from the header. */
export function ThemeMenu() {
  return (
    <LazyPopover popover={ThemeMenuPopover}>
      <Button variant="minimal" icon={<TintIcon />} aria-label={ja.header.theme} />
    </LazyPopover>
  );
}
