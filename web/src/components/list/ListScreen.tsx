import { AddIcon } from '@blueprintjs/icons';
import { ja } from '../../i18n/ja';
import { LinkButton } from '../LinkButton';
import { PageHeader } from '../pages/PageHeader';
import { DataList, type DataListProps } from './DataList';

export interface ListScreenProps<T extends { id: string }, S extends string = string> extends Omit<
  DataListProps<T, S>,
  'label'
> {
  /** The page title, also the table's name. */
  title: string;
  /** Where the add button goes. */
  addPath: string;
}

/**
 * A list screen of an area: its title with an add button, then its rows in the one DataList (its
 * rows and state usually from useAreaList's `view`).
 */
export function ListScreen<T extends { id: string }, S extends string = string>({
  title,
  addPath,
  ...list
}: ListScreenProps<T, S>) {
  return (
    <>
      <PageHeader
        title={title}
        actions={<LinkButton to={addPath} intent="primary" icon={<AddIcon />} text={ja.list.add} />}
      />
      <DataList {...list} label={title} addText={ja.list.add} />
    </>
  );
}
