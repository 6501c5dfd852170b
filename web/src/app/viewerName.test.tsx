import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { createStaff, staffToken } from '../test/staffAccount';

describe('a staff account added in the product (full name only)', () => {
  it('shows its name in the header, the profile menu and the dashboard greeting', async () => {
    const staff = await createStaff();
    const { user } = renderApp('/dashboard/default', { token: await staffToken(staff.email) });
    const menu = await screen.findByRole('button', {
      name: `プロフィールメニュー: ${staff.fullName}`,
    });
    expect(await screen.findByText(`ようこそ、${staff.fullName} さん`)).toBeVisible();
    await user.click(menu);
    expect(await screen.findByText(`${staff.fullName} さん`)).toBeInTheDocument();
  });
});
