// The snackbar when Blueprint's toaster cannot be fetched (SnackbarProvider falls back to it):
// the latest message as plain text for 6 seconds, an alert as an alert.
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainSnackbar } from './PlainSnackbar';
import { SNACKBAR_TIMEOUT_MS } from './snackbarMessage';
import type { SnackbarToasterHandle } from './SnackbarToaster';

function renderPlain() {
  const handle = createRef<SnackbarToasterHandle>();
  render(<PlainSnackbar ref={handle} />);
  return handle;
}

describe('the plain snackbar', () => {
  it('shows a failure in an alert', () => {
    const handle = renderPlain();
    act(() => handle.current!.show({ message: '保存できませんでした', variant: 'alert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('保存できませんでした');
  });

  it('shows the latest message in a status, for 6 seconds', () => {
    vi.useFakeTimers();
    try {
      const handle = renderPlain();
      act(() => handle.current!.show({ message: '保存しました' }));
      act(() => handle.current!.show({ message: '削除しました' }));
      expect(screen.getByRole('status')).toHaveTextContent('削除しました');
      act(() => vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS - 100));
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
