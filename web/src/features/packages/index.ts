import { BoxIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { packagePaths as p } from './paths';

export { packagePaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** Packages: list, add and edit. */
export const packagesArea = listAndFormArea('packages', p, {
  menu: [10, ja.areas.packages, BoxIcon],
  list: [() => import('./PackageListPage'), () => queries().then((q) => q.list)],
  form: [() => import('./PackageFormPage'), () => queries().then((q) => q.form)],
});
