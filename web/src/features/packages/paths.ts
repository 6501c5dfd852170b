export const packagePaths = {
  list: '/offer/product-list',
  add: '/offer/add-new-product',
  edit: (id: string) => `/offer/add-new-product/${encodeURIComponent(id)}`,
};
