import { BoxIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { PackageDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { packagePaths as p } from './paths';
import { packageList } from './packageList';

export { packagePaths } from './paths';

/** Packages: list, add and edit. */
export const packagesArea = listAndFormArea('packages', p, {
  menu: [10, ja.areas.packages, BoxIcon],
  list: [() => import('./PackageListPage'), listScreenQuery(packageList)],
  form: [() => import('./PackageFormPage'), recordScreenQuery(PackageDocument)],
});
