import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { expectInOrder, shownErrors } from '../../test/formTesting';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function openForm() {
  const app = renderApp('/setting/add-setting');
  await screen.findByRole('textbox', { name: /ピクニック料金/ }, { timeout: 10_000 });
  return app;
}

describe('site settings form', () => {
  it('refuses 0 with the three docs/product.md §5 messages, in order', async () => {
    const { user } = await openForm();
    for (const name of [/ピクニック料金/, /最少人数/, /最大人数/]) {
      await user.clear(field(name));
      await user.type(field(name), '0');
    }
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        'ピクニック料金を入力してください',
        'ピクニックの最少人数を入力してください',
        'ピクニックの最大人数を入力してください',
      ]),
    );
    await waitFor(() => expect(field(/ピクニック料金/)).toHaveFocus());
  });

  it('refuses a minimum above the maximum, and a time that is not HH:mm', async () => {
    const { user } = await openForm();
    await user.clear(field(/ピクニック料金/));
    await user.type(field(/ピクニック料金/), '3000');
    await user.clear(field(/最少人数/));
    await user.type(field(/最少人数/), '8');
    await user.clear(field(/最大人数/));
    await user.type(field(/最大人数/), '４'); // full-width digits are accepted
    await user.clear(field(/表示時刻1/));
    await user.type(field(/表示時刻1/), '25:00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expectInOrder(shownErrors(), [
        '最少人数は最大人数以下にしてください',
        '時刻は 24時間制の HH:mm（例: 09:30）で入力してください',
      ]),
    );
    expect(field(/最大人数/)).toHaveValue('4');
    await waitFor(() => expect(field(/最少人数/)).toHaveFocus());
  });

  it('saves, shows the server message and the new values on the settings screen', async () => {
    const { user, router } = await openForm();
    await user.clear(field(/ピクニック料金/));
    await user.type(field(/ピクニック料金/), '4,800');
    await user.clear(field(/最少人数/));
    await user.type(field(/最少人数/), '2');
    await user.clear(field(/最大人数/));
    await user.type(field(/最大人数/), '12');
    await user.clear(field(/表示時刻2/));
    await user.type(field(/表示時刻2/), '930');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: 'サイト設定', level: 1 });
    expect(router.state.location.pathname).toBe('/setting/setting');
    const table = await screen.findByRole('table', { name: 'サイト設定' });
    await waitFor(() => expect(table).toHaveTextContent('￥4,800'));
    expect(table).toHaveTextContent('12人');
    expect(table).toHaveTextContent('09:30');
  });
});
