import { BoxIcon } from '@blueprintjs/icons';
import { listAndForm, type Area } from '../../app/area';
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
export const packagesArea: Area = {
  id: 'packages',
  screens: listAndForm(
    { path: p.list, load: () => import('./PackageListPage'), query: listScreenQuery(packageList) },
    {
      path: p.add,
      load: () => import('./PackageFormPage'),
      // The package and the choices its form offers, together (not the choices once the form's
      // code has come).
      query: [recordScreenQuery(PackageDocument), fixedScreenQuery(PackageFormChoicesDocument)],
    },
  ),
  menu: {
    section: 'catalogue',
    order: 10,
    entries: [{ id: 'packages', label: ja.areas.packages, path: p.list, icon: BoxIcon }],
  },
};
