const add = '/coupon/add-new-product';

export const couponPaths = {
  list: '/coupon/product-list',
  add,
  /** The spec has no edit route for coupons: the add screen edits the coupon named by `?id=`. */
  edit: (id: string) => `${add}?id=${encodeURIComponent(id)}`,
};

/** The coupon list: one page of up to 10000 (docs/product.md §9). */
export const COUPON_PAGE_SIZE = 10000;
