import { ja } from '../../i18n/ja';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SNACKBAR_TIMEOUT_MS,
  SnackbarProvider,
  useSnackbar,
  type SnackbarMessage,
} from './SnackbarContext';

/** Renders the provider and hands back its `show`. */
function renderSnackbar() {
  let show: (m: SnackbarMessage) => void = () => undefined;
  function Catch() {
    show = useSnackbar().show;
    return null;
  }
  render(
    <SnackbarProvider>
      <Catch />
    </SnackbarProvider>,
  );
  return (m: SnackbarMessage) => act(() => show(m));
}

describe('snackbar', () => {
  it('shows the message', async () => {
    const show = renderSnackbar();
    show({ message: '保存しました' });
    expect(await screen.findByText('保存しました')).toBeVisible();
  });

  it('keeps the detail line under the message behind 詳細 until it is opened', async () => {
    const show = renderSnackbar();
    show({ message: '失敗しました', detail: 'request 42', variant: 'alert' });
    await userEvent.click(await screen.findByRole('button', { name: ja.errors.details }));
    expect(await screen.findByText('request 42')).toBeVisible();
  });

  it('marks an alert as a danger toast', async () => {
    const show = renderSnackbar();
    show({ message: '失敗しました', variant: 'alert' });
    const text = await screen.findByText('失敗しました');
    expect(text.closest('.bp6-toast')).toHaveClass('bp6-intent-danger');
  });

  it('offers no UNDO without an undo', async () => {
    const show = renderSnackbar();
    show({ message: '保存しました' });
    await screen.findByText('保存しました');
    expect(screen.queryByRole('button', { name: '元に戻す' })).not.toBeInTheDocument();
  });

  it('UNDO runs the undo once and closes the message', async () => {
    const user = userEvent.setup();
    const onUndo = vi.fn();
    const show = renderSnackbar();
    show({ message: '削除しました', onUndo });
    await user.click(await screen.findByRole('button', { name: '元に戻す' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('削除しました')).not.toBeInTheDocument());
  });

  it('the close button dismisses the message', async () => {
    const user = userEvent.setup();
    const show = renderSnackbar();
    show({ message: '保存しました' });
    await user.click(await screen.findByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByText('保存しました')).not.toBeInTheDocument());
  });

  it('hides itself after 6 seconds', async () => {
    // The toaster's code loads with the first message: here before the clock is frozen.
    renderSnackbar()({ message: '準備' });
    await screen.findByText('準備');
    cleanup();
    vi.useFakeTimers();
    try {
      const show = renderSnackbar();
      show({ message: '保存しました' });
      expect(screen.getByText('保存しました')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS - 100));
      expect(screen.getByText('保存しました')).toBeInTheDocument();
      // The toast leaves after its 6 s, then its exit transition ends.
      act(() => vi.advanceTimersByTime(200));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText('保存しました')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
