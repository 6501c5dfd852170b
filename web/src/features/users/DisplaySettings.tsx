import { FormGroup, HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core';
import { ja } from '../../i18n/ja';
import { PRESETS, presetLabel, type ColorMode, type PresetId } from '../../theme/presets';
import { usePreferences } from '../../theme/PreferencesContext';
import { DetailCard } from '../../components/detail/DetailCard';

const t = ja.accountSettings;

/** The account tabs' 設定: this browser's display preferences (mode, colour theme, language). */
export function DisplaySettings() {
  const { mode, preset, setMode, setPreset } = usePreferences();
  return (
    <DetailCard title={t.title} className="app-display-settings">
      <p className="app-muted">{t.lead}</p>
      <RadioGroup
        label={t.mode}
        inline
        selectedValue={mode}
        onChange={(e) => setMode(e.currentTarget.value as ColorMode)}
      >
        <Radio value="light" label={ja.header.lightMode} />
        <Radio value="dark" label={ja.header.darkMode} />
      </RadioGroup>
      <FormGroup label={t.preset} labelFor="app-settings-preset">
        <HTMLSelect
          id="app-settings-preset"
          value={preset}
          onChange={(e) => setPreset(e.currentTarget.value as PresetId)}
          options={PRESETS.map((id) => ({ value: id, label: presetLabel(id) }))}
        />
      </FormGroup>
      <FormGroup label={ja.header.language} labelFor="app-settings-language">
        <HTMLSelect
          id="app-settings-language"
          value="ja"
          disabled
          options={[{ value: 'ja', label: ja.header.japanese }]}
        />
      </FormGroup>
    </DetailCard>
  );
}
