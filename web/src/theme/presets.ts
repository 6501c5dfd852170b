import { ja } from '../i18n/ja';

/** The eight preset colour themes; the CSS for each lives in presets.css. */
export const PRESETS = [
  'blue',
  'indigo',
  'violet',
  'cerulean',
  'turquoise',
  'forest',
  'rose',
  'vermilion',
] as const;

export type PresetId = (typeof PRESETS)[number];
export type ColorMode = 'light' | 'dark';

/** Swatch colour shown in the theme menu (the preset's primary colour). */
export const PRESET_SWATCH: Record<PresetId, string> = {
  blue: '#2d72d2',
  indigo: '#634dbf',
  violet: '#7c327c',
  cerulean: '#0f6894',
  turquoise: '#007067',
  forest: '#1d7324',
  rose: '#c22762',
  vermilion: '#b83211',
};

export const presetLabel = (id: PresetId): string => ja.presets[id];

export const isPreset = (value: unknown): value is PresetId =>
  typeof value === 'string' && (PRESETS as readonly string[]).includes(value);
