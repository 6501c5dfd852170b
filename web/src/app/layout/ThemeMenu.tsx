import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { FlashIcon, MoonIcon, TintIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { ja } from '../../i18n/ja';
import { PRESETS, PRESET_SWATCH, presetLabel, type ColorMode } from '../../theme/presets';
import { usePreferences } from '../../theme/PreferencesContext';

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

/** The colour modes the theme menu offers, in its order. */
const MODES: readonly { id: ColorMode; icon: ReactElement; label: string }[] = [
  { id: 'light', icon: <FlashIcon />, label: ja.header.lightMode },
  { id: 'dark', icon: <MoonIcon />, label: ja.header.darkMode },
];

/** The eight preset colour themes and the mode, chosen from the header. */
export function ThemeMenu() {
  const { mode, preset, setMode, setPreset } = usePreferences();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={ja.header.theme}>
          <MenuDivider title={ja.header.theme} />
          {MODES.map(({ id, icon, label }) => (
            <MenuItem
              key={id}
              roleStructure="listoption"
              selected={mode === id}
              icon={icon}
              text={label}
              onClick={() => setMode(id)}
            />
          ))}
          <MenuDivider title={ja.header.presets} />
          {PRESETS.map((id) => (
            <MenuItem
              key={id}
              roleStructure="listoption"
              selected={preset === id}
              icon={
                <span
                  className="app-swatch"
                  style={{ background: PRESET_SWATCH[id] }}
                  aria-hidden="true"
                />
              }
              text={presetLabel(id)}
              onClick={() => setPreset(id)}
            />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon={<TintIcon />} aria-label={ja.header.theme} />
    </PopoverNext>
  );
}
