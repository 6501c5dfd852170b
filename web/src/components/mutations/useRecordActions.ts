import type { MutationHookOptions, MutationTuple } from '@apollo/client';
import { useRef } from 'react';
import { useRestoreDeletedMutation } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { useSnackbar } from '../feedback/SnackbarContext';
import { evictLists } from './cacheUpdates';
import { payloadOf, savedRecordOf, type SavedRecord, type WriteAnswer } from './payload';
import { useUndoSnackbar, type Undone } from './useUndoSnackbar';

/** What the person confirmed before a write: the bookings it strands (the gateway's guard). */
export interface WriteConfirmations {
  acceptStranded?: number;
}

export interface CreateVariables<Input> {
  input: Input;
  /** Makes a retry safe: the gateway answers a repeat with the first answer (no second record). */
  idempotencyKey?: string | null;
  acceptStranded?: number | null;
}
export interface UpdateVariables<Input> {
  id: string | number;
  input: Input;
  expectedUpdatedAt?: string | null | undefined;
  acceptStranded?: number | null;
}
export interface DeleteVariables {
  id: string | number;
}
/** `{ deleteSeason: { id, message } }`. */
export type DeleteAnswer = Record<
  string,
  { id: string; message: string; restoreId?: string | null }
>;

/** A generated mutation hook (`useCreateSeasonMutation`…): the document with its types. */
export type MutationHook<Data, Variables> = (
  options?: MutationHookOptions<Data, Variables>,
) => MutationTuple<Data, Variables>;

/** What an update needs of the record it changes: its id and the version it was read at. */
export interface Versioned {
  id: string;
  updatedAt: string | null;
}

/** One area's writes: its generated mutation hooks, its type, its lists, and what can be undone. */
export interface RecordActionsConfig<
  CreateData extends WriteAnswer,
  UpdateData extends WriteAnswer,
  DeleteData extends DeleteAnswer,
  CreateInput,
  UpdateInput,
  Edited extends Versioned,
  Row extends { id: string },
> {
  /** The record's GraphQL type: a deleted record leaves the cache by it. */
  typename: string;
  /** Root fields (lists, choosers, day views) a write can make stale: evicted to ask again. */
  lists: readonly string[];
  useCreate: MutationHook<CreateData, CreateVariables<CreateInput>>;
  useUpdate: MutationHook<UpdateData, UpdateVariables<UpdateInput>>;
  useDelete: MutationHook<DeleteData, DeleteVariables>;
  /** The web's own success message per write (ja.toast.<area>), never the server's words. */
  messages: { created: string; updated: string; deleted: string };
  /** What the message's UNDO can do; leave a write out when it cannot be undone. */
  undo: {
    /** A create is undone by deleting the new record. */
    create: boolean;
    /**
     * An update is undone by saving these (the previous) fields; `after` is the record as saved
     * (for what the update added, e.g. a package's new add-ons, which the undo deletes). The
     * update's input type comes from its mutation hook alone (a patch, whose fields are all
     * optional): the whole record's fields given here are a patch too.
     */
    update?: (before: Edited, after: Edited) => NoInfer<UpdateInput>;
    /**
     * A delete is undone by creating the record again from these fields; read before the delete
     * (asynchronously when the list row lacks some, e.g. a package's prices and add-ons).
     */
    remove?: (row: Row) => CreateInput | Promise<CreateInput>;
    /**
     * Instead of `remove`, when the fields can only be made at undo time (a gallery image whose
     * file the delete removed is stored again first): run before the delete, it keeps what it
     * needs and returns what makes the fields at undo time.
     */
    removeLater?: (row: Row) => Promise<() => Promise<CreateInput>>;
  };
  /** A refused save's messages, one alert each; the error is thrown on so the form marks fields. */
  refusalAlerts?: (error: unknown) => string[];
}

/** The saved record of a create (null when the server did not answer it). */
export interface Created {
  record: SavedRecord | null;
}

/**
 * Create / update / delete of one area with the area's own message in the snackbar, an UNDO where
 * the area allows one, and the cache kept right: every write evicts the area's lists (they ask
 * again on their next visit), a delete also evicts the record.
 */
export function useRecordActions<
  CreateData extends WriteAnswer,
  UpdateData extends WriteAnswer,
  DeleteData extends DeleteAnswer,
  CreateInput,
  UpdateInput,
  Edited extends Versioned,
  Row extends { id: string },
>(
  config: RecordActionsConfig<
    CreateData,
    UpdateData,
    DeleteData,
    CreateInput,
    UpdateInput,
    Edited,
    Row
  >,
) {
  const { typename, lists, useCreate, useUpdate, useDelete, messages, undo, refusalAlerts } =
    config;
  const snackbar = useSnackbar();
  const announce = useUndoSnackbar();
  const [createM] = useCreate({ update: (cache) => evictLists(cache, lists) });
  const [updateM] = useUpdate({ update: (cache) => evictLists(cache, lists) });
  const [deleteM] = useDelete({
    update: (cache, { data }) => {
      const id = data ? payloadOf(data)?.id : undefined;
      if (id) cache.evict({ id: cache.identify({ __typename: typename, id }) });
      evictLists(cache, lists);
    },
  });

  // One idempotency key per input being created: a save retried with the same fields (after a
  // lost answer) reuses it, so the gateway makes no second record; a success forgets it.
  const keys = useRef(new Map<string, string>());
  const keyOf = (input: CreateInput): string => {
    const id = JSON.stringify(input);
    const known = keys.current.get(id);
    if (known) return known;
    const key = crypto.randomUUID();
    keys.current.set(id, key);
    return key;
  };

  const [restoreM] = useRestoreDeletedMutation({ update: (cache) => evictLists(cache, lists) });
  /** Restores a deleted record; says what could not come back with it, and a new id. */
  const restore = async (restoreId: string): Promise<Undone> => {
    const { data } = await restoreM({ variables: { restoreId } });
    const restored = data?.restoreDeleted;
    if (restored && restored.notRestored.length > 0) {
      snackbar.show({ message: ja.snackbar.notRestored(restored.notRestored), variant: 'alert' });
    }
    return restored && restored.id !== restored.previousId
      ? { undoneMessage: ja.snackbar.restoredNewId }
      : {};
  };

  const refused = (error: unknown): never => {
    for (const message of refusalAlerts?.(error) ?? []) {
      snackbar.show({ message, variant: 'alert' });
    }
    throw error;
  };

  const create = async (
    input: CreateInput,
    confirmed: WriteConfirmations = {},
  ): Promise<Created | undefined> => {
    const idempotencyKey = keyOf(input);
    const { data } = await createM({ variables: { input, idempotencyKey, ...confirmed } }).catch(
      refused,
    );
    keys.current.delete(JSON.stringify(input));
    const payload = data ? payloadOf(data) : undefined;
    if (!payload) return undefined;
    const record = savedRecordOf(payload);
    announce(
      messages.created,
      undo.create && record ? () => deleteM({ variables: { id: record.id } }) : undefined,
    );
    return { record };
  };

  const update = async <Before extends Edited>(
    before: Before,
    input: UpdateInput,
    confirmed: WriteConfirmations = {},
  ): Promise<void> => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt, ...confirmed },
    }).catch(refused);
    const payload = data ? payloadOf(data) : undefined;
    if (!payload) return;
    const after = savedRecordOf(payload);
    // The payload's record is the area's fragment, the same type as the one edited.
    const previous = after ? undo.update?.(before, after as unknown as Edited) : undefined;
    announce(
      messages.updated,
      after && previous !== undefined
        ? () =>
            updateM({
              variables: { id: after.id, input: previous, expectedUpdatedAt: after.updatedAt },
            })
        : undefined,
    );
  };

  const remove = async <Removed extends Row>(row: Removed): Promise<void> => {
    const later = await undo.removeLater?.(row);
    const now = later ? undefined : await undo.remove?.(row);
    const again = later ?? (now !== undefined ? () => Promise.resolve(now) : undefined);
    const { data } = await deleteM({ variables: { id: row.id } });
    const payload = data ? payloadOf(data) : undefined;
    if (!payload) return;
    // The gateway kept the record (and what went with it) for restore: UNDO brings all back.
    const { restoreId } = payload;
    if (restoreId) {
      announce(messages.deleted, () => restore(restoreId));
      return;
    }
    announce(
      messages.deleted,
      again
        ? async () =>
            createM({ variables: { input: await again(), idempotencyKey: crypto.randomUUID() } })
        : undefined,
    );
  };

  return { create, update, remove };
}
