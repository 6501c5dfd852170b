import { useApolloClient } from '@apollo/client';
import { Button, Callout, Tag } from '@blueprintjs/core';
import { DownloadIcon, HistoryIcon, UndoIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useAuditActorsQuery } from '../../__generated__/graphql';
import { auditRecords } from '../../app/auditRecords';
import { useIsAdmin } from '../../app/session/roles';
import { downloadBlob } from '../../components/csv/csv';
import { todayInJapan } from '../../components/date/businessDay';
import { DateRangeFilter } from '../../components/date/DateRangeFilter';
import { rangeOf } from '../../components/date/rangeOf';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { FormScreen } from '../../components/form/FormScreen';
import {
  actorText,
  canRevert,
  changeLines,
  dateTimeText,
  operationLabel,
} from '../../components/history/historyFormat';
import { readUpdatedAt } from '../../components/history/readUpdatedAt';
import { useRevertChange } from '../../components/history/useRevertChange';
import { DataList, type Column } from '../../components/list/DataList';
import { RowLink } from '../../components/list/RowLink';
import { SelectFilter, type FilterOption } from '../../components/list/SelectFilter';
import { useAreaList } from '../../components/list/useAreaList';
import type { ListFilters } from '../../components/list/useListFilters';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { auditCsvUrl, csvFileName } from './auditCsv';
import { auditList, OPERATIONS, RECORD_TYPES, type AuditFilter, type AuditRow } from './auditList';
import '../../components/list/filterField.css';
import '../../components/history/history.css';
import './audit.css';

const t = ja.audit;
const h = ja.history;
/** Changed fields shown per row; the rest as ほかN件. */
const ROW_CHANGES = 3;

const typeOptions: FilterOption[] = RECORD_TYPES.map((v) => ({
  value: v,
  label: t.recordTypes[v],
}));
const operationOptions: FilterOption[] = OPERATIONS.map((v) => ({
  value: v,
  label: h.operations[v],
}));

/** A deleted record whose delete nobody has undone: 削除済み, and 復元 instead of a link. */
const isDeleted = (row: AuditRow) => row.operation === 'DELETE' && row.outcome === 'SUCCEEDED';

function RecordCell({ row }: { row: AuditRow }) {
  const path = row.recordId
    ? auditRecords[row.recordType]?.path?.(row.recordId, row.mutation)
    : undefined;
  return (
    <span className="app-audit-record">
      <span className="app-audit-type">{t.recordTypes[row.recordType]}</span>
      {path && !isDeleted(row) ? (
        <RowLink to={path}>{row.title}</RowLink>
      ) : (
        <span>{row.title}</span>
      )}
      {isDeleted(row) && !row.revertedBy ? (
        <Tag minimal intent="danger">
          {t.deleted}
        </Tag>
      ) : null}
    </span>
  );
}

function ChangesCell({ row }: { row: AuditRow }) {
  const lines = changeLines(row, auditRecords[row.recordType]?.fields ?? {});
  if (lines.length === 0) return null;
  const shown = lines.slice(0, ROW_CHANGES);
  return (
    <ul className="app-history-changes app-audit-changes">
      {shown.map((l) => (
        <li key={l.field}>
          <span className="app-history-field">{l.label}</span>
          {l.secret
            ? h.changed
            : row.operation === 'CREATE'
              ? l.after
              : row.operation === 'DELETE'
                ? l.before
                : `${l.before} → ${l.after}`}
        </li>
      ))}
      {lines.length > ROW_CHANGES ? <li>{h.andMore(lines.length - ROW_CHANGES)}</li> : null}
    </ul>
  );
}

const columns: Column<AuditRow>[] = [
  {
    id: 'at',
    header: t.at,
    width: '9rem',
    render: (r) => <time dateTime={r.at}>{dateTimeText(r.at)}</time>,
  },
  { id: 'actor', header: t.actor, width: '10rem', render: (r) => actorText(r.actor) },
  {
    id: 'operation',
    // Not 操作: the row actions' column is called that.
    header: t.operationColumn,
    width: '8rem',
    render: (r) => (
      <span className="app-audit-operation">
        <span>{operationLabel(r.operation)}</span>
        {r.outcome === 'UNKNOWN' ? (
          <Tag minimal intent="warning">
            {h.unknownOutcome}
          </Tag>
        ) : null}
        {r.outcome === 'FAILED' ? (
          <Tag minimal intent="danger">
            {h.failed(r.errorCode)}
          </Tag>
        ) : null}
        {r.changedOutside ? (
          <Tag minimal intent="warning">
            {h.changedOutside}
          </Tag>
        ) : null}
        {r.revertedBy ? <Tag minimal>{h.reverted}</Tag> : null}
      </span>
    ),
  },
  { id: 'record', header: t.record, width: '14rem', render: (r) => <RecordCell row={r} /> },
  { id: 'changes', header: t.changes, render: (r) => <ChangesCell row={r} /> },
];

/** 操作者: the accounts, then the API keys (a key acts as itself, not as an account). */
function ActorFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { data } = useAuditActorsQuery();
  const options: FilterOption[] = [
    ...(data?.users?.items ?? []).map((u) => ({
      value: u.id,
      label: u.fullName || u.username || u.id,
    })),
    ...(data?.apiKeys ?? []).map((k) => ({ value: k.id, label: `${k.name}（${h.viaKey(k.id)}）` })),
  ];
  // An actor in the URL that no longer exists (a deleted account, a revoked key) stays chosen.
  if (value && !options.some((o) => o.value === value)) {
    options.push({ value, label: h.viaKey(value) });
  }
  return (
    <SelectFilter
      label={t.actor}
      allLabel={t.allActors}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}

function AuditFilters({ filters }: { filters: ListFilters<AuditFilter> }) {
  const { values: f, set } = filters;
  return (
    <div className="app-audit-filters">
      <ActorFilter value={f.actor} onChange={(actor) => set({ actor })} />
      <SelectFilter
        label={t.recordType}
        allLabel={t.allRecordTypes}
        value={f.type}
        options={typeOptions}
        onChange={(type) => set({ type })}
      />
      <SelectFilter
        label={t.operation}
        allLabel={t.allOperations}
        value={f.op}
        options={operationOptions}
        onChange={(op) => set({ op })}
      />
      <DateRangeFilter
        from={f.from}
        to={f.to}
        startLabel={t.startDate}
        endLabel={t.endDate}
        invalid={rangeOf(f.from, f.to) === null}
        onChange={(patch) => set(patch)}
      />
    </div>
  );
}

/** The activity list itself (admins). */
function AuditList() {
  const client = useApolloClient();
  const snackbar = useSnackbar();
  const { view, filters, refetch } = useAreaList(auditList);
  const [downloading, setDownloading] = useState(false);
  const revert = useRevertChange({
    expectedUpdatedAt: (e) =>
      e.operation === 'DELETE' ? null : readUpdatedAt(client, e.recordType, e.recordId, e.mutation),
    refresh: () => refetch(),
    fieldsOf: (e) => auditRecords[e.recordType]?.fields ?? {},
  });

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      const res = await fetch(auditCsvUrl(filters.values), {
        credentials: 'same-origin',
        headers: { accept: 'text/csv' },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const name = csvFileName(res.headers.get('content-disposition'), todayInJapan());
      downloadBlob(await res.blob(), name);
    } catch (error) {
      snackbar.show({
        message: t.csvFailed,
        detail: error instanceof Error ? error.message : undefined,
        variant: 'alert',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t.title}
        actions={
          <Button
            icon={<DownloadIcon />}
            text={t.csv}
            loading={downloading}
            onClick={() => void downloadCsv()}
          />
        }
      />
      <DataList<AuditRow>
        {...view}
        rows={rangeOf(filters.values.from, filters.values.to) === null ? [] : view.rows}
        label={t.title}
        columns={columns}
        rowTitle={(r) => r.title}
        searchable={false}
        toolbar={<AuditFilters filters={filters} />}
        rowActions={(row) =>
          canRevert(row) ? (
            <Button
              size="small"
              variant="outlined"
              icon={isDeleted(row) ? <UndoIcon /> : <HistoryIcon />}
              text={isDeleted(row) ? t.restore : h.revert}
              aria-label={
                isDeleted(row)
                  ? t.restoreLabel(row.title)
                  : h.revertOfLabel(operationLabel(row.operation), dateTimeText(row.at))
              }
              onClick={() => revert.ask(row)}
            />
          ) : null
        }
      />
      {revert.dialog}
    </>
  );
}

/** /audit: 操作履歴, every change through the gateway (admins; staff see that it is theirs). */
export default function AuditListPage() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) {
    return (
      <FormScreen title={t.title}>
        <Callout intent="warning">{t.adminOnly}</Callout>
      </FormScreen>
    );
  }
  return <AuditList />;
}
