import { gql, InMemoryCache, useMutation } from '@apollo/client';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider } from '../feedback/SnackbarContext';
import {
  useRecordActions,
  type CreateVariables,
  type DeleteVariables,
  type MutationHook,
  type UpdateVariables,
} from './useRecordActions';

// A made-up area, "things", written the way the generated hooks are.
interface ThingInput {
  title: string;
}
interface Thing {
  __typename: 'Thing';
  id: string;
  title: string;
  updatedAt: string;
}
type Saved = { message: string; thing: Thing | null };
type CreateThing = { createThing: Saved };
type UpdateThing = { updateThing: Saved };
type DeleteThing = { deleteThing: { id: string; message: string } };

const CREATE = gql`
  mutation CreateThing($input: ThingInput!) {
    createThing(input: $input) {
      message
      thing {
        id
        title
        updatedAt
      }
    }
  }
`;
const UPDATE = gql`
  mutation UpdateThing($id: ID!, $input: ThingInput!, $expectedUpdatedAt: DateTime) {
    updateThing(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      message
      thing {
        id
        title
        updatedAt
      }
    }
  }
`;
const DELETE = gql`
  mutation DeleteThing($id: ID!) {
    deleteThing(id: $id) {
      id
      message
    }
  }
`;
const THINGS = gql`
  query Things {
    things {
      id
      title
      updatedAt
    }
  }
`;

const useCreateThing: MutationHook<CreateThing, CreateVariables<ThingInput>> = (o) =>
  useMutation(CREATE, o);
const useUpdateThing: MutationHook<UpdateThing, UpdateVariables<ThingInput>> = (o) =>
  useMutation(UPDATE, o);
const useDeleteThing: MutationHook<DeleteThing, DeleteVariables> = (o) => useMutation(DELETE, o);

const thing = (title: string, updatedAt: string): Thing => ({
  __typename: 'Thing',
  id: 't1',
  title,
  updatedAt,
});
const toInput = (t: Thing): ThingInput => ({ title: t.title });
const saved = (message: string, t: Thing | null) => ({
  message,
  thing: t,
  __typename: 'ThingPayload',
});

/** A create of this title, with the idempotency key every create carries. */
const creating =
  (title: string) =>
  (v: Record<string, unknown>): boolean =>
    (v.input as { title?: string } | undefined)?.title === title &&
    typeof v.idempotencyKey === 'string' &&
    v.idempotencyKey.length > 0;

const created: MockedResponse = {
  request: { query: CREATE },
  variableMatcher: creating('新'),
  result: { data: { createThing: saved('Thing added successfully', thing('新', 'v1')) } },
};
const deleted: MockedResponse = {
  request: { query: DELETE, variables: { id: 't1' } },
  result: {
    data: {
      deleteThing: { id: 't1', message: 'Thing deleted successfully', __typename: 'Deleted' },
    },
  },
};

type Undo = Parameters<
  typeof useRecordActions<
    CreateThing,
    UpdateThing,
    DeleteThing,
    ThingInput,
    ThingInput,
    Thing,
    Thing
  >
>[0]['undo'];

function renderActions(
  mocks: MockedResponse[],
  options: {
    undo?: Undo;
    refusalAlerts?: (error: unknown) => string[];
    cache?: InMemoryCache;
  } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={options.cache ?? new InMemoryCache()}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  const { result } = renderHook(
    () =>
      useRecordActions({
        typename: 'Thing',
        lists: ['things'],
        messages: { created: '作成しました', updated: '更新しました', deleted: '削除しました' },
        useCreate: useCreateThing,
        useUpdate: useUpdateThing,
        useDelete: useDeleteThing,
        undo: options.undo ?? { create: true, update: toInput, remove: toInput },
        ...(options.refusalAlerts ? { refusalAlerts: options.refusalAlerts } : {}),
      }),
    { wrapper },
  );
  return { actions: () => result.current, user: userEvent.setup() };
}

describe('useRecordActions', () => {
  it("a create shows the area's own message, not the server's, and answers the saved record", async () => {
    const { actions } = renderActions([created]);
    let answer: Awaited<ReturnType<ReturnType<typeof actions>['create']>>;
    await act(async () => {
      answer = await actions().create({ title: '新' });
    });
    expect(await screen.findByText('作成しました')).toBeVisible();
    expect(screen.queryByText('Thing added successfully')).not.toBeInTheDocument();
    expect(answer!).toEqual({ record: expect.objectContaining({ id: 't1' }) });
  });

  it("a create's UNDO deletes the new record", async () => {
    const { actions, user } = renderActions([created, deleted]);
    await act(() => actions().create({ title: '新' }));
    await user.click(await screen.findByRole('button', { name: '元に戻す' }));
    expect(await screen.findByText('元に戻しました')).toBeVisible();
  });

  it('a create the area cannot undo offers no UNDO', async () => {
    const { actions } = renderActions([created], { undo: { create: false } });
    await act(() => actions().create({ title: '新' }));
    await screen.findByText('作成しました');
    expect(screen.queryByRole('button', { name: '元に戻す' })).not.toBeInTheDocument();
  });

  it("an update's UNDO saves the previous fields at the new version", async () => {
    const updated: MockedResponse = {
      request: {
        query: UPDATE,
        variables: { id: 't1', input: { title: '後' }, expectedUpdatedAt: 'v1' },
      },
      result: { data: { updateThing: saved('Thing updated successfully', thing('後', 'v2')) } },
    };
    const restored: MockedResponse = {
      request: {
        query: UPDATE,
        variables: { id: 't1', input: { title: '前' }, expectedUpdatedAt: 'v2' },
      },
      result: { data: { updateThing: saved('Thing updated successfully', thing('前', 'v3')) } },
    };
    const { actions, user } = renderActions([updated, restored]);
    await act(() => actions().update(thing('前', 'v1'), { title: '後' }));
    await user.click(await screen.findByRole('button', { name: '元に戻す' }));
    expect(await screen.findByText('元に戻しました')).toBeVisible();
  });

  it('an update answered without its record offers no UNDO', async () => {
    const updated: MockedResponse = {
      request: {
        query: UPDATE,
        variables: { id: 't1', input: { title: '後' }, expectedUpdatedAt: 'v1' },
      },
      result: { data: { updateThing: saved('Thing updated successfully', null) } },
    };
    const { actions } = renderActions([updated]);
    await act(() => actions().update(thing('前', 'v1'), { title: '後' }));
    await screen.findByText('更新しました');
    expect(screen.queryByRole('button', { name: '元に戻す' })).not.toBeInTheDocument();
  });

  it("a delete's UNDO creates the record again from its fields", async () => {
    const again: MockedResponse = {
      request: { query: CREATE },
      variableMatcher: creating('旧'),
      result: { data: { createThing: saved('Thing added successfully', thing('旧', 'v9')) } },
    };
    const { actions, user } = renderActions([deleted, again]);
    await act(() => actions().remove(thing('旧', 'v1')));
    expect(await screen.findByText('削除しました')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '元に戻す' }));
    expect(await screen.findByText('元に戻しました')).toBeVisible();
  });

  it('a failed UNDO shows why in an alert', async () => {
    const refusedDelete: MockedResponse = {
      request: { query: DELETE, variables: { id: 't1' } },
      result: {
        errors: [
          { message: 'もう消せません', extensions: { code: 'DOMAIN_ERROR', reason: 'OTHER' } },
        ],
      },
    };
    const { actions, user } = renderActions([created, refusedDelete]);
    await act(() => actions().create({ title: '新' }));
    await user.click(await screen.findByRole('button', { name: '元に戻す' }));
    expect(await screen.findByText('もう消せません')).toBeVisible();
    expect(screen.queryByText('元に戻しました')).not.toBeInTheDocument();
  });

  it('a delete drops the record and the lists from the cache', async () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: THINGS, data: { things: [thing('旧', 'v1')] } });
    const { actions } = renderActions([deleted], { cache });
    await act(() => actions().remove(thing('旧', 'v1')));
    expect(cache.extract()).not.toHaveProperty('Thing:t1');
    expect(cache.readQuery({ query: THINGS })).toBeNull();
  });

  it('a create makes the lists ask again', async () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: THINGS, data: { things: [] } });
    const { actions } = renderActions([created], { cache });
    await act(() => actions().create({ title: '新' }));
    expect(cache.readQuery({ query: THINGS })).toBeNull();
  });

  it('a refused save shows each refusal in an alert and throws on', async () => {
    const refused: MockedResponse = {
      request: { query: CREATE },
      variableMatcher: creating('新'),
      result: { errors: [{ message: 'refused' }] },
    };
    const { actions } = renderActions([refused], {
      refusalAlerts: () => ['タイトルが長すぎます', '画像が必要です'],
    });
    await act(() => expect(actions().create({ title: '新' })).rejects.toThrow('refused'));
    expect(await screen.findByText('タイトルが長すぎます')).toBeVisible();
    expect(await screen.findByText('画像が必要です')).toBeVisible();
  });
});
