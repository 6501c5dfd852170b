export const userPaths = {
  list: '/user/product-list',
  add: '/user/add-new-product',
  edit: (id: string) => `/user/add-new-product/${encodeURIComponent(id)}`,
  details: (id?: string) =>
    id ? `/user/userdetails/${encodeURIComponent(id)}` : '/user/userdetails',
  roleUser: '/apps/profiles/account/role',
};
