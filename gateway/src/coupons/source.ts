import type {
  Coupon,
  CouponInput,
  CouponListQuery,
  CouponSortField,
  Status,
} from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';
import { MAX_PAGE_SIZE, restListQuery, toPage, type PageOf, type SortMap } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { couponBody, couponFields, toCoupon } from './normalise.js';
import { fieldOf } from '../rest/model.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** `sortBy` → REST `sortColumn`. */
const sort: SortMap<CouponSortField> = {
  title: 'title',
  discountType: 'couponDiscountType',
  discountAmount: 'couponDiscount',
  discountPercentage: 'couponDiscountPercentage',
  status: 'status',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};

export interface CouponSaved {
  message: string;
  /** Null on a create when the server did not return the saved record. */
  coupon: Coupon | null;
}

/** Coupons: /coupon/…. */
export class CouponSource extends RestSource {
  async list(
    query: CouponListQuery | null | undefined,
    status?: Status | null,
  ): Promise<PageOf<Coupon>> {
    const answer = await this.rest.get('/coupon/allCoupon', {
      shape: 'list',
      query: {
        ...restListQuery(this.requestId, query, sort),
        status: status ? statusCodec.toRest(status) : undefined,
      },
    });
    return toPage(answer.value, toCoupon);
  }

  /**
   * One coupon. The REST contract has no coupon get (docs/product.md §7: the list, with pageNo,
   * pageSize=10000 and search), so this reads that one list page and picks the id from it;
   * NOT_FOUND when it is not there. Only the matching row is mapped.
   */
  async get(id: string): Promise<Coupon> {
    const answer = await this.rest.get('/coupon/allCoupon', {
      shape: 'list',
      query: { pageNo: 1, pageSize: MAX_PAGE_SIZE },
    });
    const raw = answer.value.results.find((row) => rowId(row) === id);
    if (raw === undefined) {
      throw gatewayError(ErrorCode.NOT_FOUND, this.requestId, `Coupon ${id} not found`);
    }
    return toCoupon(raw);
  }

  async create(input: CouponInput): Promise<CouponSaved> {
    const answer = await this.rest.post('/coupon/createCoupon', {
      shape: 'data',
      body: couponBody(input),
      fields: couponFields,
    });
    const coupon = await afterCreate(
      answer.value,
      toCoupon,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (c) => fieldOf(c, 'title') === input.title,
          input.title,
        ),
    );
    return { message: answer.message, coupon };
  }

  async update(
    id: string,
    input: CouponInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<CouponSaved> {
    const answer = await this.rest.put(`/coupon/updatecoupon/${seg(id)}`, {
      shape: 'data',
      body: withVersion(couponBody(input), expectedUpdatedAt),
      fields: couponFields,
    });
    const coupon = await afterUpdate(answer.value, id, toCoupon, (i) => this.get(i));
    return { message: answer.message, coupon };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/coupon/deleteCoupon/${seg(id)}`, {
      shape: 'message',
    });
    return { id, message: answer.message };
  }
}

/** A coupon row's id (`id`, or `_id` as other records carry it), as a string. */
function rowId(row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const r = row as Record<string, unknown>;
  const v = r.id ?? r._id;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
}
