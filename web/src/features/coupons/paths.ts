const add = '/coupon/add-new-product';

export const couponPaths = {
  list: '/coupon/product-list',
  add,
  /** No edit route for coupons (docs/product.md §2): the add screen edits the one `?id=` names. */
  edit: (id: string) => `${add}?id=${encodeURIComponent(id)}`,
};

/** The coupon list: one page of up to 10000 (docs/product.md §9). */
export const COUPON_PAGE_SIZE = 10000;
