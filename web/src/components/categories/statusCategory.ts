import type { DocumentNode } from '@apollo/client';
import type { CategoryInput, CategorySortField } from '../../__generated__/graphql';
import { plainList, type ListPage } from '../list/areaList';
import { categoryValuesToInput } from './categoryForm';
import type { CategoryRow, CategoryScreen } from './categoryScreen';

/**
 * Dog and package categories are the same kind of area: a title and a status, the schema's
 * `CategoryInput` and `CategorySortField`. Each says only where its data is and what it is called.
 */
type StatusCategoryScreen<Row extends CategoryRow> = CategoryScreen<
  Row,
  CategorySortField,
  CategoryInput
>;

/** A status category's list: searched, and sorted by any of its columns. */
export const statusCategoryList = <TData, Row>(
  document: DocumentNode,
  page: (data: TData) => ListPage<Row> | null | undefined,
) =>
  plainList<TData, CategorySortField, Row>(
    document,
    { sortable: ['title', 'status', 'createdAt', 'updatedAt'] },
    page,
  );

/** A status category area on the shared category screens: its status and last change listed. */
export const statusCategoryScreen = <Row extends CategoryRow>(
  area: Pick<
    StatusCategoryScreen<Row>,
    'strings' | 'paths' | 'recordType' | 'list' | 'useOne' | 'useActions'
  >,
): StatusCategoryScreen<Row> => ({
  ...area,
  columns: ['status', 'updatedAt'],
  toInput: categoryValuesToInput,
});
