import type { CouponInput, CouponListQuery, Status } from '../__generated__/resolvers-types.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';
import { MAX_PAGE_SIZE, restListQuery, toPage, type PageOf } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { couponTable } from './table.js';
import type { CouponModel } from '../models.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

export interface CouponSaved {
  message: string;
  /** Null on a create when the server did not return the saved record. */
  coupon: CouponModel | null;
}

/** Coupons: /coupon/…. */
export class CouponSource extends RestSource {
  async list(
    query: CouponListQuery | null | undefined,
    status?: Status | null,
  ): Promise<PageOf<CouponModel>> {
    const answer = await this.rest.get('/coupon/allCoupon', {
      shape: 'list',
      query: {
        ...restListQuery(this.requestId, query, couponTable.sort),
        ...couponTable.filterQuery({ status }),
      },
    });
    return toPage(answer.value, couponTable.of);
  }

  /**
   * One coupon. The REST contract has no coupon get (docs/product.md §7: the list, with pageNo,
   * pageSize=10000 and search), so this reads that one list page and picks the id from it;
   * NOT_FOUND when it is not there. Only the matching row is mapped.
   */
  async get(id: string): Promise<CouponModel> {
    const answer = await this.rest.get('/coupon/allCoupon', {
      shape: 'list',
      query: { pageNo: 1, pageSize: MAX_PAGE_SIZE },
    });
    const raw = answer.value.results.find((row) => rowId(row) === id);
    if (raw === undefined) {
      throw gatewayError(ErrorCode.NOT_FOUND, this.requestId, `Coupon ${id} not found`);
    }
    return couponTable.of(raw);
  }

  async create(input: CouponInput): Promise<CouponSaved> {
    const answer = await this.rest.post('/coupon/createCoupon', {
      shape: 'data',
      body: couponTable.body(input),
      fields: couponTable.fieldErrors,
    });
    const coupon = await afterCreate(
      answer.value,
      couponTable.of,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (c) => c.get('title') === input.title,
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
      body: withVersion(couponTable.body(input), expectedUpdatedAt),
      fields: couponTable.fieldErrors,
    });
    const coupon = await afterUpdate(answer.value, id, couponTable.of, (i) => this.get(i));
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
