import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { optionalStoredFile } from '../storage/references.js';
import {
  createCoupon,
  deleteCoupon,
  getCoupon,
  listCoupons,
  toCoupon,
  updateCoupon,
} from './repo.js';
import { checkCoupon } from './rules.js';
import {
  Coupon,
  CouponBody,
  CouponListQuery,
  CouponUpdateBody,
  type CouponRow,
} from './schemas.js';

const tags = ['coupons'];
/** Coupon validation failures come back as valData: [{param, msg}]. */
const config = { errorStyle: 'valData' as const };

export async function couponRoutes(app: ApiApp): Promise<void> {
  const view = (row: CouponRow) => toCoupon(row, app.config.publicUrl);

  /** The checks of docs/product.md §5, then the image (when given) must be a stored file. */
  async function couponInput(body: CouponBody) {
    const input = checkCoupon(body);
    return { ...input, image: await optionalStoredFile(app.db, 'image', input.image) };
  }

  app.post(
    '/coupon/createCoupon',
    {
      config,
      schema: {
        tags,
        summary: 'Create a coupon',
        body: CouponBody,
        response: { 200: Envelope(Coupon) },
      },
    },
    async (request) =>
      ok(
        view(await createCoupon(app.db, await couponInput(request.body))),
        'Coupon created successfully',
      ),
  );

  app.get(
    '/coupon/allCoupon',
    {
      config,
      schema: {
        tags,
        summary: 'List coupons (the web asks pageSize=10000)',
        querystring: CouponListQuery,
        response: { 200: ListEnvelope(Coupon) },
      },
    },
    async (request) => {
      const page = await listCoupons(app.db, request.query);
      return list(page.rows.map(view), page.total, page);
    },
  );

  app.put(
    '/coupon/updatecoupon/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update a coupon',
        params: IdParams,
        body: CouponUpdateBody,
        response: { 200: Envelope(Coupon) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateCoupon(app.db, id, await couponInput(request.body), request.body.updatedAt);
      return ok(view((await getCoupon(app.db, id))!), 'Coupon updated successfully');
    },
  );

  app.delete(
    '/coupon/deleteCoupon/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a coupon',
        params: IdParams,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      await deleteCoupon(app.db, request.params.id);
      return ok(null, 'Coupon deleted successfully');
    },
  );
}
