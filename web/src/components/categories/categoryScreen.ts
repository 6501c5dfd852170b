import type { LoadingRecord } from '../form/RecordFormPage';
import type { AuditRecordType, Status } from '../../__generated__/graphql';
import type { OperationVariables } from '@apollo/client';
import type { AreaList } from '../list/areaList';
import type { CategoryValues } from './categoryForm';

/** What a category row (dog, package or news category) carries on screen. */
export interface CategoryRow {
  id: string;
  title: string;
  /** Dog and package categories are active or inactive; news categories have no status. */
  status?: Status;
  createdAt?: string | null;
  updatedAt: string | null;
}

/** The columns a category list may show after the title. */
export type CategoryColumn = 'status' | 'createdAt' | 'updatedAt';

/**
 * One category area (dog, package or news categories): its strings, paths, columns, data hooks
 * and actions. The list and form screens are shared; each area only says where its data comes
 * from and what it shows.
 */
export interface CategoryScreen<Row extends CategoryRow, Sort extends string, Input> {
  strings: {
    listTitle: string;
    addTitle: string;
    editTitle: string;
    title: string;
    titleHelp: string;
  } & Partial<Record<CategoryColumn, string>>;
  paths: { list: string; add: string; edit(id: string): string };
  /** The record type of its audit events (the form's 履歴). */
  recordType: AuditRecordType;
  /** Columns after the title; with `status` the form also has the active switch. */
  columns: readonly CategoryColumn[];
  /** The list's query and sortable columns (values of the area's sort enum). */
  list: AreaList<never, OperationVariables, Sort, never, Row>;
  /** The area's input from the form's values. */
  toInput(values: CategoryValues): Input;
  useOne(id: string | undefined): LoadingRecord<Row>;
  useActions(): {
    create(input: Input): Promise<unknown>;
    update(before: Row, input: Input): Promise<unknown>;
    remove(row: Row): Promise<void>;
  };
}
