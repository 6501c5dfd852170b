import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { CouponsDocument, type CouponsQuery } from '../../__generated__/graphql';
import { FIRST_ROWS, firstRowsVariables } from './couponListQuery';
import { named, watchOperations, type SentOperation } from '../../test/sentOperations';

/** The coupon list queries the app sent (with the gateway's error codes if refused). */
const coupons = (sent: SentOperation[]) => named(sent, 'Coupons');
const pageSize = (op: SentOperation) =>
  (op.variables.query as { pageSize?: number } | undefined)?.pageSize;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('coupon list loading', () => {
  it('asks for the first rows once, as the navigation starts', async () => {
    const sent = watchOperations();
    renderApp('/coupon/product-list');
    await screen.findByRole('heading', { name: 'クーポン一覧' });
    expect(await screen.findByText(/^全[\d,]+件/)).toBeVisible();
    // The route loader's preloaded request is the one the list reads: the screen does not ask again.
    expect(coupons(sent).filter((s) => pageSize(s) === FIRST_ROWS)).toHaveLength(1);
  });

  it("keeps the rows in Apollo's cache only: they go when the session ends (store cleared)", async () => {
    const { client } = renderApp('/coupon/product-list');
    expect(await screen.findByText(/^全[\d,]+件/)).toBeVisible();
    const read = () =>
      client.readQuery<CouponsQuery>({
        query: CouponsDocument,
        variables: firstRowsVariables({ page: 1, pageSize: 10 }),
      });
    expect(read()?.coupons?.items.length).toBeGreaterThan(0);
    await client.clearStore();
    expect(read()).toBeNull();
  });

  it('sends a signed-out visitor to sign-in quietly: no coupon, no message', async () => {
    const sent = watchOperations();
    const { router } = renderApp('/coupon/product-list', { token: null });
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/coupon/product-list' },
    });
    // The loader asked before the session was known; the gateway refused it.
    await waitFor(() => expect(coupons(sent)).toHaveLength(1));
    expect(await coupons(sent)[0]!.codes).toEqual(['UNAUTHENTICATED']);
    expect(screen.queryByText(/セッションの有効期限が切れました/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'クーポン一覧' })).toBeNull();
  });
});
