import type { MutationHookOptions, MutationTuple } from '@apollo/client';
import { useSnackbar } from '../feedback/SnackbarContext';
import { evictLists } from './cacheUpdates';
import { payloadOf, savedRecordOf, type SavedRecord, type WriteAnswer } from './payload';
import { useUndoSnackbar } from './useUndoSnackbar';

export interface CreateVariables<Input> {
  input: Input;
}
export interface UpdateVariables<Input> {
  id: string | number;
  input: Input;
  expectedUpdatedAt?: string | null | undefined;
}
export interface DeleteVariables {
  id: string | number;
}
/** `{ deleteSeason: { id, message } }`. */
export type DeleteAnswer = Record<string, { id: string; message: string }>;

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
     * (for what the update added, e.g. a package's new add-ons, which the undo deletes).
     */
    update?: (before: Edited, after: Edited) => UpdateInput;
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

  const refused = (error: unknown): never => {
    for (const message of refusalAlerts?.(error) ?? []) {
      snackbar.show({ message, variant: 'alert' });
    }
    throw error;
  };

  const create = async (input: CreateInput): Promise<Created | undefined> => {
    const { data } = await createM({ variables: { input } }).catch(refused);
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
  ): Promise<void> => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
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
    announce(
      messages.deleted,
      again ? async () => createM({ variables: { input: await again() } }) : undefined,
    );
  };

  return { create, update, remove };
}
