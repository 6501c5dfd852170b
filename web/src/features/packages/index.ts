import { BoxIcon } from '@blueprintjs/icons';
import { withId, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { packagePaths as p } from './paths';

export { packagePaths } from './paths';

const form = () => import('./PackageFormPage');

/** Packages: list, add and edit. */
export const packagesArea: Area = {
  id: 'packages',
  screens: [
    { path: p.list, load: () => import('./PackageListPage') },
    { path: p.add, load: form },
    { path: withId(p.add), load: form },
  ],
  menu: {
    section: 'catalogue',
    order: 10,
    entries: [{ id: 'packages', label: ja.areas.packages, path: p.list, icon: BoxIcon }],
  },
};
