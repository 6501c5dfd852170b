import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('shell smoke', () => {
  it('shows the dashboard placeholder when signed in', async () => {
    renderApp('/dashboard/default');
    expect(
      await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 }),
    ).toBeInTheDocument();
  });
});
