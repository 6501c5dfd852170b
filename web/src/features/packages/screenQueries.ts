import { PackageDocument, PackageFormChoicesDocument } from '../../__generated__/graphql';
import {
  fixedScreenQuery,
  listScreenQuery,
  recordScreenQuery,
} from '../../components/query/screenQuery';
import { packageList } from './packageList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
/** The list, and the categories its filter offers (from the cache once asked: see the form). */
export const list = [
  listScreenQuery(packageList),
  fixedScreenQuery(PackageFormChoicesDocument, 'cache-first'),
];
/** The package and the choices its form offers, together (not the choices once the form's code has come). */
export const form = [
  recordScreenQuery(PackageDocument),
  fixedScreenQuery(PackageFormChoicesDocument),
];
