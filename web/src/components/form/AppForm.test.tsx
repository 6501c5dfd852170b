import { ApolloError } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { ja } from '../../i18n/ja';
import { gql, renderAlone } from '../../test/renderApp';
import { AppForm } from './AppForm';
import { NumberField } from './NumberField';
import { TextField } from './TextField';
import { TimeField } from './TimeField';

// The shared form wrapper and its fields alone (FormField frames each field), no screen around.

const schema = object({ title: string().trim().required('タイトルを入力してください') });

interface Values {
  title: string;
  amount: string;
  time: string;
}

function Form({ onSubmit = async () => undefined }: { onSubmit?(v: Values): Promise<undefined> }) {
  return (
    <AppForm<Values>
      initialValues={{ title: '', amount: '', time: '' }}
      schema={schema}
      ariaLabel="テスト"
      onSubmit={onSubmit}
    >
      <TextField name="title" label="タイトル" helperText="一覧に出ます" required />
      <NumberField name="amount" label="金額" unit="円" />
      <TimeField name="time" label="開始時刻" />
      <button type="submit">保存</button>
    </AppForm>
  );
}

describe('AppForm and its fields', () => {
  it('labels a field, marks it required and describes it with its helper text', async () => {
    renderAlone(<Form />);
    const title = await screen.findByLabelText(/タイトル/);
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(title).toHaveAccessibleDescription('一覧に出ます');
  });

  it('shows the first error on its field and moves the focus there', async () => {
    const { user } = renderAlone(<Form />);
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('タイトルを入力してください');
    const title = screen.getByLabelText(/タイトル/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
  });

  it('makes a full-width number plain when the field is left', async () => {
    const { user } = renderAlone(<Form />);
    await user.type(await screen.findByLabelText('金額'), '１,２００');
    await user.tab();
    expect(screen.getByLabelText('金額')).toHaveValue('1200');
  });

  it('makes a typed time HH:mm when the field is left', async () => {
    const { user } = renderAlone(<Form />);
    await user.type(await screen.findByLabelText('開始時刻'), '930');
    await user.tab();
    expect(screen.getByLabelText('開始時刻')).toHaveValue('09:30');
  });

  /** Types a title and saves the form, whose save is refused with `refusal`. */
  async function saveRefusedBy(refusal: ApolloError) {
    const { user } = renderAlone(
      <Form
        onSubmit={async () => {
          throw refusal;
        }}
      />,
    );
    await user.type(await screen.findByLabelText(/タイトル/), 'x');
    await user.click(screen.getByRole('button', { name: '保存' }));
    return user;
  }

  it("puts the gateway's field refusal on its field", async () => {
    // A real refusal of the gateway: a coupon without a title.
    const answer = await gql(
      `mutation { createCoupon(input: { title: "", discountType: AMOUNT, discountAmount: 1 }) { message } }`,
    );
    const refusal = new ApolloError({
      graphQLErrors: (answer.errors ?? []) as GraphQLFormattedError[],
    });
    await saveRefusedBy(refusal);
    await waitFor(() =>
      expect(screen.getByLabelText(/タイトル/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('タイトルを入力してください');
  });

  /** Saving fails with the gateway's BAD_USER_INPUT carrying these field errors. */
  const refusedWith = (fieldErrors: Record<string, unknown>[]) =>
    new ApolloError({
      graphQLErrors: [
        {
          message: 'refused',
          extensions: { code: 'BAD_USER_INPUT', requestId: 'r1', fieldErrors },
        },
      ],
    });

  it.each([
    'please enter title',
    'title is required',
    'Title may not be left blank',
    '件名がありません',
  ])(
    "says the field's own Japanese for REQUIRED, whatever the server's words (%j)",
    async (words) => {
      const refusal = refusedWith([{ field: 'title', message: words, reason: 'REQUIRED' }]);
      await saveRefusedBy(refusal);
      expect(await screen.findByRole('alert')).toHaveTextContent('タイトルを入力してください');
      expect(screen.queryByText(words)).toBeNull();
      // A sentence of its own needs no detail.
      expect(screen.queryByRole('button', { name: '詳細' })).toBeNull();
    },
  );

  it('says the limit of a real TOO_LONG refusal of the gateway', async () => {
    const answer = await gql(
      `mutation { createCoupon(input: { title: "${'x'.repeat(201)}", discountType: AMOUNT, discountAmount: 1 }) { message } }`,
    );
    const refusal = new ApolloError({
      graphQLErrors: (answer.errors ?? []) as GraphQLFormattedError[],
    });
    await saveRefusedBy(refusal);
    expect(await screen.findByRole('alert')).toHaveTextContent('200文字以内で入力してください');
  });

  it("OTHER: the generic Japanese on the field, the server's words behind 詳細", async () => {
    const words = 'The title clashes with the season calendar';
    const refusal = refusedWith([{ field: 'title', message: words, reason: 'OTHER' }]);
    const user = await saveRefusedBy(refusal);
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.errors.fieldInvalid);
    expect(screen.getByLabelText(/タイトル/)).toHaveAttribute('aria-invalid', 'true');
    // Japanese first: the server's English stays closed until asked for.
    expect(screen.queryByText(words)).toBeNull();
    await user.click(screen.getByRole('button', { name: '詳細' }));
    expect(await screen.findByText(words)).toBeVisible();
  });
});
