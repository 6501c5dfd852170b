import userEvent from '@testing-library/user-event';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ja } from '../../i18n/ja';
import { SnackbarProvider } from '../feedback/SnackbarContext';
import { PartialDataNotice } from './PartialDataNotice';
import { reportPartialData } from './partialData';

const blank = (path: (string | number)[]) => ({
  message: 'Season.createdAt: not a date',
  path,
  extensions: { code: 'UPSTREAM_BAD_FIELD', requestId: 'req-42' },
});

describe('PartialDataNotice', () => {
  it('says in Japanese that some fields are blank, how many, and the request id', async () => {
    render(
      <SnackbarProvider>
        <PartialDataNotice />
      </SnackbarProvider>,
    );
    act(() =>
      reportPartialData('Seasons', [
        blank(['seasons', 'items', 1, 'createdAt']),
        blank(['seasons', 'items', 2, 'createdAt']),
      ]),
    );
    expect(await screen.findByText(ja.partialData.message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ja.errors.details }));
    expect(await screen.findByText(ja.partialData.detail(2, 'req-42'))).toBeInTheDocument();
  });

  it('tells the same blanks of the same operation once, not on every refetch', async () => {
    render(
      <SnackbarProvider>
        <PartialDataNotice />
      </SnackbarProvider>,
    );
    act(() => reportPartialData('Bookings', [blank(['bookings', 'items', 0, 'phone'])]));
    act(() => reportPartialData('Bookings', [blank(['bookings', 'items', 0, 'phone'])]));
    expect(await screen.findAllByText(ja.partialData.message)).toHaveLength(1);
  });
});
