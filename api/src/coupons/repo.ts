import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { deleteRow, updateRow } from '../db/write.js';
import { DomainCode } from '../http/codes.js';
import { domainError } from '../http/errors.js';
import { runList, type Page } from '../http/list-query.js';
import { fileUrl } from '../storage/names.js';
import type { Coupon, CouponInput, CouponListQuery, CouponRow } from './schemas.js';

const SELECT = `id, title, description, discount_amount AS "couponDiscount",
  discount_percentage AS "couponDiscountPercentage", discount_type AS "couponDiscountType", status, image,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Column of each contract field. */
const columns = (input: CouponInput) => ({
  title: input.title,
  description: input.description,
  discount_amount: input.couponDiscount,
  discount_percentage: input.couponDiscountPercentage,
  discount_type: input.couponDiscountType,
  status: input.status,
  image: input.image,
});

export const toCoupon = (row: CouponRow, publicUrl: string): Coupon => ({
  ...row,
  imageUrl: fileUrl(publicUrl, row.image),
});

async function assertTitleFree(db: Db, title: string, exceptId = ''): Promise<void> {
  const rows = await db.query('SELECT 1 FROM coupons WHERE lower(title) = lower($1) AND id <> $2', [
    title,
    exceptId,
  ]);
  if (rows.length > 0)
    throw domainError(DomainCode.COUPON_TITLE_TAKEN, `A coupon titled "${title}" already exists`);
}

export function listCoupons(db: Db, query: CouponListQuery): Promise<Page<CouponRow>> {
  return runList<CouponRow>(
    db,
    {
      select: SELECT,
      from: 'coupons',
      where: query.status ? [{ sql: 'status = $1', params: [query.status] }] : [],
      searchColumns: [`(title || ' ' || description)`],
      sortColumns: {
        title: 'title',
        couponDiscount: 'discount_amount',
        couponDiscountPercentage: 'discount_percentage',
        couponDiscountType: 'discount_type',
        status: 'status',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      defaultSort: { column: 'createdAt', dir: 'desc' },
      tieBreaker: 'id',
    },
    query,
  );
}

export async function getCoupon(db: Db, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>(`SELECT ${SELECT} FROM coupons WHERE id = $1`, [id]);
  return row;
}

export async function createCoupon(db: Db, input: CouponInput): Promise<CouponRow> {
  await assertTitleFree(db, input.title);
  const set = columns(input);
  const names = Object.keys(set);
  const [row] = await db.query<CouponRow>(
    `INSERT INTO coupons (id, ${names.join(', ')}) VALUES ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT DO NOTHING RETURNING ${SELECT}`,
    [newId(), ...Object.values(set)],
  );
  // A concurrent insert of the same title wins the unique index: same answer as the pre-check.
  if (!row)
    throw domainError(
      DomainCode.COUPON_TITLE_TAKEN,
      `A coupon titled "${input.title}" already exists`,
    );
  return row;
}

export async function updateCoupon(
  db: Db,
  id: string,
  input: CouponInput,
  updatedAt?: string,
): Promise<void> {
  await assertTitleFree(db, input.title, id);
  await updateRow(db, { table: 'coupons', id, entity: 'Coupon', updatedAt, set: columns(input) });
}

export function deleteCoupon(db: Db, id: string): Promise<void> {
  return deleteRow(db, 'coupons', id, 'Coupon');
}
