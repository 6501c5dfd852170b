import {
  CouponsDocument,
  type CouponSortField,
  type CouponsQuery,
  type CouponsQueryVariables,
} from '../../__generated__/graphql';
import { areaList } from '../../components/list/areaList';
import type { ListDefaults, ListQueryOf } from '../../components/list/listParams';
import { COUPON_PAGE_SIZE } from './paths';

/** The list's sortable columns (its URL and its loader read the same). */
export const COUPON_LIST_DEFAULTS: ListDefaults<CouponSortField> = {
  sortable: ['title', 'discountType', 'status', 'createdAt', 'updatedAt'],
};

/** Rows asked for first, so the screen shows rows before the full page has travelled. */
export const FIRST_ROWS = 50;

/** The first rows of the list's search and sort. */
export const firstRowsVariables = (
  listQuery: ListQueryOf<CouponSortField>,
): CouponsQueryVariables => ({
  query: { ...listQuery, page: 1, pageSize: FIRST_ROWS },
});

/** The list's one page of up to 10000 for the same search and sort. */
export const fullPageVariables = (
  listQuery: ListQueryOf<CouponSortField>,
): CouponsQueryVariables => ({
  query: { ...listQuery, page: 1, pageSize: COUPON_PAGE_SIZE },
});

/**
 * The list's first rows as an area list: what the route's loader preloads as the navigation
 * starts, and the first of the screen's two requests (useCouponList).
 */
export const couponFirstRows = areaList({
  document: CouponsDocument,
  defaults: COUPON_LIST_DEFAULTS,
  variables: firstRowsVariables,
  page: (d: CouponsQuery) => d.coupons,
});
