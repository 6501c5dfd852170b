import { PeopleIcon } from '@blueprintjs/icons';
import { listAndForm, withId, type AreaScreen, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { accountPaths as a, userPaths as p } from './paths';

export { accountPaths, userPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');
const user = () => queries().then((q) => q.user);
const details = {
  path: p.details(),
  load: () => import('./UserDetailsPage'),
  query: () => queries().then((q) => q.details),
};

/** The users screens: list, add, edit and details. */
const userScreens: AreaScreen[] = [
  ...listAndForm(
    {
      path: p.list,
      load: () => import('./UserListPage'),
      query: () => queries().then((q) => q.list),
    },
    { path: p.add, load: () => import('./UserFormPage'), query: user },
  ),
  details,
  { ...details, path: withId(details.path) },
];

/** Users, and the signed-in user's own account and profile tabs. */
export const usersArea: Area = {
  id: 'users',
  screens: [
    ...userScreens,
    { path: `${a.account}/*`, load: () => import('./AccountPage') },
    { path: `${a.userProfile}/*`, load: () => import('./UserProfilePage') },
    { path: a.userList, placeholder: ja.areas.userList },
    { path: a.userCard, placeholder: ja.areas.userCard },
  ],
  menu: {
    section: 'catalogue',
    order: 50,
    entries: [
      {
        id: 'users',
        label: ja.areas.users,
        path: p.list,
        icon: PeopleIcon,
        // The account screens are the signed-in user's own, not the users list's.
        matches: userScreens.map((s) => s.path),
      },
    ],
  },
};
