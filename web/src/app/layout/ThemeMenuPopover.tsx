import { Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { FlashIcon, MoonIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import type { PopoverPartProps } from '../../components/lazyOverlays';
import { ja } from '../../i18n/ja';
import { PRESETS, PRESET_SWATCH, presetLabel, type ColorMode } from '../../theme/presets';
import { usePreferences } from '../../theme/PreferencesContext';

/** The colour modes the theme menu offers, in its order. */
const MODES: readonly { id: ColorMode; icon: ReactElement; label: string }[] = [
  { id: 'light', icon: <FlashIcon />, label: ja.header.lightMode },
  { id: 'dark', icon: <MoonIcon />, label: ja.header.darkMode },
];

/** The theme menu, loaded on its button's first press (ThemeMenu). */
export default function ThemeMenuPopover(props: PopoverPartProps) {
  const { mode, preset, setMode, setPreset } = usePreferences();
  return (
    <PopoverNext
      {...props}
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
    />
  );
}
