import { pathWithId } from '../../app/area';

const add = '/user/add-new-product';
const details = '/user/userdetails';
const account = '/apps/profiles/account';

export const userPaths = {
  list: '/user/product-list',
  add,
  edit: (id: string) => pathWithId(add, id),
  /** Without an id: the screen asks which user. */
  details: (id?: string) => (id ? pathWithId(details, id) : details),
  roleUser: `${account}/role`,
};

/** The signed-in user's own screens: tabs, each its own path under the base. */
export const accountPaths = {
  account,
  password: `${account}/password`,
  userProfile: '/apps/profiles/user',
  userList: '/apps/user-list',
  userCard: '/apps/user-card',
};
