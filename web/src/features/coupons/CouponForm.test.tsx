import { ApolloError } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gql, renderApp, uniqueTitle } from '../../test/renderApp';
import { valDataMessages } from './valDataAlerts';
import { searchList } from '../../test/searchList';

describe('coupon form', () => {
  it('asks for a title and the discount of the chosen type', async () => {
    const { user } = renderApp('/coupon/add-new-product');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('タイトルを入力してください')).toBeInTheDocument();
    expect(screen.getByText('割引額を入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText(/クーポン名/)).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('割引の種類'), 'PERCENTAGE');
    expect(screen.queryByLabelText(/割引額/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/割引率/), '150');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('割引率は100%以下で入力してください')).toBeInTheDocument();
  });

  it('refuses a file that is not an image before uploading', async () => {
    renderApp('/coupon/add-new-product');
    // As if the picker's type filter were set to all files.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('画像');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input, text);
    expect(await screen.findByText(/「notes.txt」はアップロードできません/)).toBeInTheDocument();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText(/ファイルが大きすぎます（6.0MB）/)).toBeInTheDocument();
  });

  it('creates an amount coupon, edits it, and deletes it from the list after a confirm', async () => {
    const title = uniqueTitle('クーポン');
    const { user } = renderApp('/coupon/add-new-product');
    await user.type(await screen.findByLabelText(/クーポン名/), title);
    await user.type(screen.getByLabelText('説明'), 'テスト用のクーポンです');
    await user.type(screen.getByLabelText(/割引額/), '１,２００');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: 'クーポン一覧' });

    await searchList(user, title);
    const link = await screen.findByRole('link', { name: title });
    const row = link.closest('tr')!;
    expect(within(row).getByText('￥1,200')).toBeInTheDocument();

    await user.click(link);
    const amount = await screen.findByLabelText(/割引額/);
    expect(amount).toHaveValue('1200');
    await user.selectOptions(screen.getByLabelText('割引の種類'), 'PERCENTAGE');
    await user.type(screen.getByLabelText(/割引率/), '15');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: 'クーポン一覧' });
    const edited = (await screen.findByRole('link', { name: title })).closest('tr')!;
    expect(await within(edited).findByText('15%')).toBeInTheDocument();

    await user.click(within(edited).getByRole('button', { name: `「${title}」を削除` }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: title })).not.toBeInTheDocument(),
    );
  });

  it('turns a valData refusal of the real gateway into one alert per message', async () => {
    const answer = await gql(
      `mutation { createCoupon(input: { title: "", discountType: PERCENTAGE }) { message } }`,
    );
    const error = new ApolloError({
      graphQLErrors: (answer.errors ?? []) as GraphQLFormattedError[],
    });
    expect(valDataMessages(error)).toEqual([
      'タイトルを入力してください',
      '割引率を入力してください',
    ]);
  });
});
