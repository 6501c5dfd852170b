import type { ApolloError } from '@apollo/client';
import type { CategoryInput, CategoryListQuery, Status } from '../../__generated__/graphql';

/** What a dog category or a package category row carries on screen. */
export interface CategoryRow {
  id: string;
  title: string;
  status: Status;
  updatedAt: string | null;
}

interface Loaded<T> {
  value: T | undefined;
  loading: boolean;
  error?: ApolloError | undefined;
  refetch(): Promise<unknown>;
}

/**
 * One category area (dog categories, package categories): its strings, paths, data hooks and
 * actions. The list and form screens are shared; each area only says where its data comes from.
 */
export interface CategoryScreen<Row extends CategoryRow> {
  strings: {
    listTitle: string;
    addTitle: string;
    editTitle: string;
    title: string;
    titleHelp: string;
    status: string;
    updatedAt: string;
  };
  paths: { list: string; add: string; edit(id: string): string };
  useList(query: CategoryListQuery): Loaded<{ items: Row[]; total: number }>;
  useOne(id: string | undefined): Loaded<Row>;
  useActions(): {
    create(input: CategoryInput): Promise<unknown>;
    update(before: Row, input: CategoryInput): Promise<unknown>;
    remove(row: Row): Promise<void>;
  };
}
