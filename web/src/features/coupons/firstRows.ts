import type { ApolloClient } from '@apollo/client';
import {
  CouponsDocument,
  type CouponsQuery,
  type CouponsQueryVariables,
} from '../../__generated__/graphql';

export type CouponPage = CouponsQuery['coupons'];

export interface FirstRowsState {
  page?: CouponPage;
  error?: unknown;
  loading: boolean;
}

type Client = ApolloClient<object>;

interface Entry {
  state: FirstRowsState;
  /** Only the latest request of an entry may settle it. */
  latest: number;
  listeners: Set<() => void>;
}

/** Searches and sorts remembered per client: enough for going back and forth between a few. */
const KEEP = 8;
const LOADING: FirstRowsState = { loading: true };
const byClient = new WeakMap<Client, Map<string, Entry>>();
let requests = 0;

function entriesOf(client: Client): Map<string, Entry> {
  let entries = byClient.get(client);
  if (!entries) {
    const created = new Map<string, Entry>();
    // Signing out clears Apollo's store: the rows go with it.
    client.onClearStore(async () => created.clear());
    byClient.set(client, created);
    entries = created;
  }
  return entries;
}

const firstRowsKey = (variables: CouponsQueryVariables) => JSON.stringify(variables);

function entryFor(client: Client, key: string): Entry {
  const entries = entriesOf(client);
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: LOADING, latest: 0, listeners: new Set() };
    entries.set(key, entry);
    for (const [old, e] of entries) {
      if (entries.size <= KEEP) break;
      if (e.listeners.size === 0) entries.delete(old);
    }
  }
  return entry;
}

function settle(entry: Entry, state: FirstRowsState): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/**
 * The coupon list's first rows, asked for past Apollo's normalised cache (writing 50 coupons there
 * and reading them back costs tens of milliseconds before the first row can show) and kept here
 * for the list to read: the route loader asks as the navigation starts, the list shows what it
 * got. Each call asks the gateway again; the rows already held stay shown until the answer comes.
 */
export function loadFirstRows(
  client: Client,
  variables: CouponsQueryVariables,
): Promise<CouponPage> {
  const entry = entryFor(client, firstRowsKey(variables));
  const id = (requests += 1);
  entry.latest = id;
  settle(entry, { page: entry.state.page, loading: true });
  return client
    .query<CouponsQuery>({ query: CouponsDocument, variables, fetchPolicy: 'no-cache' })
    .then(
      ({ data }) => {
        if (entry.latest === id) settle(entry, { page: data.coupons, loading: false });
        return data.coupons;
      },
      (error: unknown) => {
        if (entry.latest === id) settle(entry, { page: entry.state.page, error, loading: false });
        throw error;
      },
    );
}

/** The first rows of one search and sort, for the list: read, watch, ask (again). */
export function firstRowsStore(client: Client, variables: CouponsQueryVariables) {
  const key = firstRowsKey(variables);
  return {
    read: () => entriesOf(client).get(key)?.state ?? LOADING,
    subscribe: (listener: () => void) => {
      const entry = entryFor(client, key);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
      };
    },
    /** Asks unless asked already (the route loader usually has). */
    ensure: () => {
      if (entryFor(client, key).latest === 0)
        loadFirstRows(client, variables).catch(() => undefined);
    },
    load: () => loadFirstRows(client, variables),
  };
}
