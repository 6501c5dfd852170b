import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ErrorDetails } from './ErrorDetails';
import { SnackbarProvider, useSnackbar } from '../feedback/SnackbarContext';
import { useShowError } from '../feedback/useShowError';

describe('ErrorDetails (詳細)', () => {
  it('keeps the server text closed behind 詳細 and shows it on demand', async () => {
    const user = userEvent.setup();
    render(
      <ErrorDetails detail="title must NOT have more than 200 characters / お問い合わせ番号: r1" />,
    );
    const toggle = screen.getByRole('button', { name: '詳細' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/must NOT have/)).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/must NOT have more than 200 characters/)).toBeVisible();
    expect(screen.getByText(/お問い合わせ番号: r1/)).toBeVisible();
  });

  it('renders nothing without a detail', () => {
    const { container } = render(<ErrorDetails detail={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

function Fail({ error }: { error: unknown }) {
  const showError = useShowError();
  const snackbar = useSnackbar();
  return (
    <>
      <button onClick={() => showError(error)}>fail</button>
      <button onClick={() => snackbar.show({ message: '保存しました' })}>ok</button>
    </>
  );
}

describe('the error toast', () => {
  it('headlines Japanese; the English server line only under 詳細', async () => {
    const user = userEvent.setup();
    const error = new ApolloError({
      graphQLErrors: [
        new GraphQLError('title must NOT have more than 200 characters', {
          extensions: {
            code: 'BAD_USER_INPUT',
            requestId: 'req-9',
            fieldErrors: [
              { field: 'title', message: 'title must NOT have more than 200 characters' },
            ],
          },
        }),
      ],
    });
    render(
      <SnackbarProvider>
        <Fail error={error} />
      </SnackbarProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('入力内容を確認してください。')).toBeVisible();
    const toast = screen.getByText('入力内容を確認してください。').closest('.app-snackbar')!;
    expect(toast.textContent).not.toMatch(/must NOT/);
    await user.click(screen.getByRole('button', { name: '詳細' }));
    expect(await screen.findByText(/must NOT have more than 200 characters/)).toBeVisible();
    expect(toast.textContent).toContain('お問い合わせ番号: req-9');
  });

  it('a success toast has no 詳細', async () => {
    const user = userEvent.setup();
    render(
      <SnackbarProvider>
        <Fail error={null} />
      </SnackbarProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(await screen.findByText('保存しました')).toBeVisible();
    expect(screen.queryByRole('button', { name: '詳細' })).toBeNull();
  });
});
