import { AddIcon } from '@blueprintjs/icons';
import { ja } from '../../i18n/ja';
import { LinkButton } from '../LinkButton';
import { PageHeader } from '../pages/PageHeader';
import { DataList, type DataListProps } from './DataList';

type Shown = 'label' | 'rows' | 'total' | 'loading' | 'error' | 'onRetry';

export interface ListScreenProps<T extends { id: string }> extends Omit<DataListProps<T>, Shown> {
  /** The page title, also the table's name. */
  title: string;
  /** Where the add button goes. */
  addPath: string;
  /** The list query's page (the previous one while a new one loads) and its state. */
  page: { items: T[]; total: number } | null | undefined;
  loading: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

/** A list screen of an area: its title with an add button, then its rows in the one DataList. */
export function ListScreen<T extends { id: string }>({
  title,
  addPath,
  page,
  loading,
  error,
  refetch,
  ...list
}: ListScreenProps<T>) {
  return (
    <>
      <PageHeader
        title={title}
        actions={<LinkButton to={addPath} intent="primary" icon={<AddIcon />} text={ja.list.add} />}
      />
      <DataList
        {...list}
        label={title}
        rows={page?.items}
        total={page?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    </>
  );
}
