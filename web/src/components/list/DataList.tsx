import { Button, Callout, Classes, HTMLTable, Spinner } from '@blueprintjs/core';
import {
  CaretDownIcon,
  CaretUpIcon,
  DoubleCaretVerticalIcon,
  InboxIcon,
  RefreshIcon,
  SearchIcon,
} from '@blueprintjs/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ja } from '../../i18n/ja';
import { cx } from '../cx';
import { ErrorDetails } from '../errors/ErrorDetails';
import { presentError } from '../errors/presentError';
import { EmptyState } from '../feedback/EmptyState';
import { useShowError } from '../feedback/useShowError';
import { ConfirmDeleteAlert } from '../mutations/ConfirmDeleteAlert';
import { DataGrid } from './DataGrid';
import { DataRow } from './DataRow';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import type { ListState } from './useListParams';
import { useRowLinks } from './RowLink';
import { useWindowedRows } from './useWindowedRows';
import { virtualTableMinWidth } from './virtualWidth';
import { alignClass, type ColumnBase } from '../table/column';
import { useMediaUp } from '../../theme/breakpoints';
import { showCutTextAsTitle } from './cellTitle';
import './grid.css';
import './list.css';
import '../table/cards.css';
import './virtual.css';

interface ListColumnBase<T> extends Omit<ColumnBase<T>, 'id'> {
  /** Column width (CSS); a virtual list lays its columns out from these, and its least width. */
  width?: string;
}

/**
 * A column of the list. `S` is the list's sort enum (generated from the schema, e.g.
 * `SeasonSortField`): a sortable column's id is its `sortBy` value, so it must be one of them.
 */
export type Column<T, S extends string = string> =
  | (ListColumnBase<T> & { id: S; sortable: true })
  | (ListColumnBase<T> & { id: string; sortable?: false });

export interface DataListProps<T extends { id: string }, S extends string = string> {
  /** Names the table for assistive technology. */
  label: string;
  columns: Column<T, S>[];
  list: ListState<S>;
  rows: T[] | undefined;
  total: number | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  /** How a row is named in action labels and the delete confirmation. */
  rowTitle(row: T): string;
  editPath?(row: T): string;
  /** Deletes after the user confirms; throw to report a failure. */
  onDelete?(row: T): Promise<void>;
  /** What the delete confirmation says goes with the row (e.g. a package's availability). */
  deleteDetails?(row: T): ReactNode;
  searchPlaceholder?: string;
  /** false: the list has no text search (its filters are in `toolbar`). */
  searchable?: boolean;
  /**
   * The text of the screen's add button, when it has one: an empty list says to use it. Lists
   * without one (bookings) say no more than that there is nothing.
   */
  addText?: string;
  /** More controls beside the search (e.g. date filters, an export button). */
  toolbar?: ReactNode;
  /** Extra buttons in a row's action cell, before edit and delete (e.g. cancel a booking). */
  rowActions?(row: T): ReactNode;
  /** false: the one page holds every row (e.g. coupons, pageSize 10000): no page controls. */
  paged?: boolean;
  /**
   * Render only the rows in view of a scrolling table of this fixed row height (px): for long
   * unpaged lists. Rows are kept to one line at that height. On a phone, up to 300 rows are
   * cards instead, like every other list's.
   */
  virtualRowHeight?: number;
  /**
   * Show the rows as a grid of cards with this content (e.g. photos) instead of a table; the
   * row actions go under each card and sorting is a select beside the search.
   */
  card?(row: T): ReactNode;
}

function SortHeader<T, S extends string>({
  column,
  list,
}: {
  column: Column<T, S>;
  list: ListState<S>;
}) {
  if (!column.sortable) return <>{column.header}</>;
  const active = list.params.sortBy === column.id;
  const dir = list.params.sortDir;
  const icon = !active ? (
    <DoubleCaretVerticalIcon className="app-sort-idle" />
  ) : dir === 'asc' ? (
    <CaretUpIcon />
  ) : (
    <CaretDownIcon />
  );
  return (
    <button
      type="button"
      className="app-sort-button"
      onClick={() => list.toggleSort(column.id)}
      title={ja.list.sortBy(column.header)}
    >
      <span>{column.header}</span>
      {icon}
      {active ? (
        <span className="app-visually-hidden">
          {dir === 'asc' ? ja.list.sortAsc : ja.list.sortDesc}
        </span>
      ) : null}
    </button>
  );
}

/** The most rows a virtual list draws whole, as cards, on a phone. */
const PHONE_CARDS_MAX = 300;

/**
 * The one list of the admin: server-side paging, debounced search and sorting kept in the URL,
 * loading / empty / error states, and edit and delete-with-confirm on each row.
 */
export function DataList<T extends { id: string }, S extends string = string>(
  props: DataListProps<T, S>,
) {
  const { label, columns, list, rows, total, loading, error, onRetry, rowTitle } = props;
  const { editPath, onDelete, rowActions, paged = true, card } = props;
  // On a phone the rows are cards (cards.css), which have no one height: a virtual list is drawn
  // whole there, as cards, up to PHONE_CARDS_MAX rows; past that it stays a windowed table.
  const wide = useMediaUp('sm');
  const virtualRowHeight =
    props.virtualRowHeight && (wide || (props.rows?.length ?? 0) > PHONE_CARDS_MAX)
      ? props.virtualRowHeight
      : undefined;
  const { searchable = true } = props;
  const showError = useShowError();
  const followRowLink = useRowLinks();
  const [pending, setPending] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const hasActions = Boolean(editPath || onDelete || rowActions);
  const wrap = useRef<HTMLDivElement>(null);
  const win = useWindowedRows(wrap, rows?.length ?? 0, virtualRowHeight);
  const colCount = columns.length + (hasActions ? 1 : 0);
  const { page, pageSize, search } = list.params;
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));

  // A page past the end (the last row of the last page was deleted, or an old link): go to the last.
  const pastEnd = !loading && !error && total !== undefined && total > 0 && page > pages;
  useEffect(() => {
    if (pastEnd) list.setPage(pages);
  }, [pastEnd, pages, list]);

  const confirmDelete = async () => {
    if (!pending || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(pending);
      setPending(null);
    } catch (e) {
      setPending(null);
      showError(e);
    } finally {
      setDeleting(false);
    }
  };

  const presented = error ? presentError(error) : null;
  const showSkeleton = loading && !rows;

  const failedView =
    presented && !rows && !presented.silent ? (
      <Callout intent="danger" title={ja.list.loadError} role="alert">
        <p>{presented.message}</p>
        <ErrorDetails detail={presented.detail} />
        {/* Only what may answer otherwise next time: a refused query would fail again. */}
        {presented.retryable ? (
          <Button icon={<RefreshIcon />} text={ja.list.retry} onClick={onRetry} />
        ) : null}
      </Callout>
    ) : null;
  const emptyView = (
    <EmptyState
      icon={search ? <SearchIcon size={40} /> : <InboxIcon size={40} />}
      title={search ? ja.list.noMatch(search) : ja.list.empty}
      description={
        search ? ja.list.noMatchHint : props.addText ? ja.list.emptyHint(props.addText) : undefined
      }
    />
  );

  let body: ReactNode;
  if (presented && !rows) {
    body = (
      <tr>
        <td colSpan={colCount}>{failedView}</td>
      </tr>
    );
  } else if (showSkeleton) {
    body = Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {Array.from({ length: colCount }, (__, j) => (
          <td key={j}>
            <span className={cx(Classes.SKELETON, 'app-skeleton-cell')}>&nbsp;</span>
          </td>
        ))}
      </tr>
    ));
  } else if (rows && rows.length === 0) {
    body = (
      <tr>
        <td colSpan={colCount} className="app-empty-cell">
          {emptyView}
        </td>
      </tr>
    );
  } else {
    const shown = virtualRowHeight ? (rows ?? []).slice(win.start, win.end) : (rows ?? []);
    const spacer = (key: string, height: number) => (
      <tr key={key} aria-hidden="true" className="app-virtual-spacer">
        <td colSpan={colCount} style={{ height }} />
      </tr>
    );
    const rendered = shown.map((row, i) => (
      <DataRow
        key={virtualRowHeight ? win.slot(win.start + i) : row.id}
        row={row}
        columns={columns}
        rowIndex={virtualRowHeight ? win.start + i + 2 : undefined}
        hasActions={hasActions}
        rowTitle={rowTitle}
        editPath={editPath}
        rowActions={rowActions}
        onDeleteRequest={onDelete ? setPending : undefined}
      />
    ));
    body = virtualRowHeight
      ? [spacer('before', win.before), ...rendered, spacer('after', win.after)]
      : rendered;
  }

  return (
    // Follows the rows' links in the app (one handler for the list, not a router Link per row).
    <div className="app-list" onClick={followRowLink}>
      <div className="app-list-toolbar">
        {searchable ? (
          <>
            <SearchBox
              value={search}
              onSearch={list.setSearch}
              placeholder={props.searchPlaceholder}
            />
            {/* Says which search the rows below answer, once they do (announced when it changes). */}
            <span className="app-search-result" role="status">
              {search && !loading && !presented && total !== undefined
                ? ja.list.searchResult(search, total)
                : null}
            </span>
          </>
        ) : null}
        {/* A table's headers sort it; where its rows stack (phones) this select does. */}
        <SortSelect
          columns={columns}
          list={list}
          className={card ? undefined : 'app-sort-stacked'}
        />
        {props.toolbar}
        {loading && rows ? <Spinner size={20} aria-label={ja.app.loading} /> : null}
      </div>
      {presented && rows && !presented.silent ? (
        <Callout intent="danger" className="app-form-callout" role="alert">
          {presented.message}{' '}
          {presented.retryable ? (
            <Button
              variant="minimal"
              icon={<RefreshIcon />}
              text={ja.list.retry}
              onClick={onRetry}
            />
          ) : null}
        </Callout>
      ) : null}
      {card ? (
        <DataGrid
          label={label}
          rows={showSkeleton ? undefined : rows}
          card={card}
          message={presented && !rows ? failedView : rows && rows.length === 0 ? emptyView : null}
          skeletons={Math.min(pageSize, 8)}
          refreshing={Boolean(loading && rows)}
          hasActions={hasActions}
          rowTitle={rowTitle}
          editPath={editPath}
          rowActions={rowActions}
          onDeleteRequest={onDelete ? setPending : undefined}
        />
      ) : (
        <div
          ref={wrap}
          className={cx('app-table-wrap', Boolean(virtualRowHeight) && 'is-virtual')}
          style={
            virtualRowHeight
              ? { ['--app-row-height' as string]: `${virtualRowHeight}px` }
              : undefined
          }
          aria-busy={loading || undefined}
          onMouseOver={showCutTextAsTitle}
        >
          <HTMLTable
            className={cx('app-table', loading && rows && 'is-refreshing')}
            style={
              virtualRowHeight
                ? {
                    minWidth: virtualTableMinWidth(
                      columns.map((c) => c.width),
                      hasActions,
                    ),
                  }
                : undefined
            }
            aria-rowcount={virtualRowHeight && rows ? rows.length + 1 : undefined}
            interactive
            striped
          >
            <caption className="app-visually-hidden">{label}</caption>
            <thead>
              <tr>
                {columns.map((c) => {
                  const active = list.params.sortBy === c.id;
                  const sort = list.params.sortDir === 'asc' ? 'ascending' : 'descending';
                  return (
                    <th
                      key={c.id}
                      scope="col"
                      aria-sort={c.sortable ? (active ? sort : 'none') : undefined}
                      className={alignClass(c)}
                      style={c.width ? { width: c.width } : undefined}
                    >
                      <SortHeader column={c} list={list} />
                    </th>
                  );
                })}
                {hasActions ? (
                  <th scope="col" className="app-row-actions">
                    {ja.list.actions}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </HTMLTable>
        </div>
      )}
      {paged && total !== undefined && !(presented && !rows) ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      ) : null}
      <ConfirmDeleteAlert
        isOpen={pending !== null}
        name={pending ? rowTitle(pending) : null}
        details={pending ? props.deleteDetails?.(pending) : null}
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
