import { PeopleIcon } from '@blueprintjs/icons';
import { withId, type AreaScreen, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { accountPaths as a, userPaths as p } from './paths';

export { accountPaths, userPaths } from './paths';

const form = () => import('./UserFormPage');
const details = () => import('./UserDetailsPage');

/** The users screens: list, add, edit and details. */
const userScreens: AreaScreen[] = [
  { path: p.list, load: () => import('./UserListPage') },
  { path: p.add, load: form },
  { path: withId(p.add), load: form },
  { path: p.details(), load: details },
  { path: withId(p.details()), load: details },
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
