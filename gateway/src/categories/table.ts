import type {
  CategoryInput,
  CategorySortField,
  DogCategory,
} from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import { code, id, optDateTime, str } from '../rest/codecs.js';
import { table, type Rows, type TableNames } from '../rest/table.js';

/** Dog and package categories share one REST shape (and one GraphQL shape). */
export type Category = Omit<DogCategory, '__typename'>;

const rows: Rows<Category, CategoryInput, 'history'> = {
  id: { rest: '_id', codec: id },
  title: { rest: 'title', codec: str, required: true, writable: true, sortable: true },
  status: {
    rest: 'isActive',
    codec: code(statusCodec, 'ACTIVE'),
    required: true,
    writable: true,
    sortable: true,
  },
  createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
  updatedAt: { rest: 'updatedAt', codec: optDateTime, sortable: true },
};

const names = (type: string): TableNames & { answered: 'history'[] } => ({
  what: 'category',
  type,
  input: 'CategoryInput',
  sort: 'CategorySortField',
  answered: ['history'],
});

/** Dog (room) categories: the REST /room record, field by field. */
export const dogCategoryTable = table<Category, CategoryInput, CategorySortField, 'history'>(
  names('DogCategory'),
  rows,
);
/** Package categories: the REST /package-category record, the same rows. */
export const packageCategoryTable = table<Category, CategoryInput, CategorySortField, 'history'>(
  names('PackageCategory'),
  rows,
);

export type CategoryTable = typeof dogCategoryTable;
