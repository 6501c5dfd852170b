import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PreferencesProvider } from '../../theme/PreferencesContext';
import { PREFERENCES_KEY } from '../../theme/preferences';
import { DisplaySettings } from './DisplaySettings';

describe('account settings tab', () => {
  it('changes this browser display mode and colour theme, and names the one language', async () => {
    localStorage.removeItem(PREFERENCES_KEY);
    const user = userEvent.setup();
    render(
      <PreferencesProvider>
        <DisplaySettings />
      </PreferencesProvider>,
    );
    expect(screen.getByRole('radio', { name: 'ライトモード' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'ダークモード' }));
    expect(screen.getByRole('radio', { name: 'ダークモード' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'カラーテーマ' }), 'forest');
    expect(screen.getByRole('combobox', { name: 'カラーテーマ' })).toHaveValue('forest');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toMatchObject({
      mode: 'dark',
      preset: 'forest',
    });
    expect(screen.getByRole('combobox', { name: '言語' })).toHaveDisplayValue('日本語');
  });
});
