import { BoxIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { PackageDocument, PackageFormChoicesDocument } from '../../__generated__/graphql';
import {
  fixedScreenQuery,
  listScreenQuery,
  recordScreenQuery,
} from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { packagePaths as p } from './paths';
import { packageList } from './packageList';

export { packagePaths } from './paths';

/** Packages: list, add and edit. */
export const packagesArea = listAndFormArea('packages', p, {
  menu: [10, ja.areas.packages, BoxIcon],
  list: [() => import('./PackageListPage'), listScreenQuery(packageList)],
  // The package and the choices its form offers, together (not the choices once the form's code
  // has come).
  form: [
    () => import('./PackageFormPage'),
    [recordScreenQuery(PackageDocument), fixedScreenQuery(PackageFormChoicesDocument)],
  ],
});
