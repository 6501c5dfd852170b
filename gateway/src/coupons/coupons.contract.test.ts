import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';
import { getOnGateway, uploadThroughGateway } from '../uploads/test-upload.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const FIELDS = `id title description discountType discountAmount discountPercentage status
  imageFileName imageUrl createdAt updatedAt`;
interface Coupon {
  id: string;
  title: string;
  description: string;
  discountType: string;
  discountAmount: number;
  discountPercentage: number;
  status: string;
  imageFileName: string | null;
  imageUrl: string | null;
  updatedAt: string;
}
type Page = { coupons: { total: number; page: number; pageSize: number; items: Coupon[] } };
const LIST = `query Coupons($query: CouponListQuery, $status: Status) {
  coupons(query: $query, status: $status) { total page pageSize items { ${FIELDS} } }
}`;
const CREATE = `mutation Create($input: CouponInput!) { createCoupon(input: $input) { message coupon { ${FIELDS} } } }`;
const UPDATE = `mutation Update($id: ID!, $input: CouponPatch!, $at: DateTime, $force: Boolean = true) {
  updateCoupon(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message coupon { ${FIELDS} } }
}`;
const DELETE = 'mutation Delete($id: ID!) { deleteCoupon(id: $id) { id message } }';
const GET = `query Coupon($id: ID!) { coupon(id: $id) { ${FIELDS} } }`;

const input = {
  title: 'ゲートウェイ割引',
  description: 'テスト用',
  discountType: 'AMOUNT',
  discountAmount: 800,
  status: 'ACTIVE',
};

describe('coupons', () => {
  let created: Coupon;

  it('lists every seeded coupon on one page of 10000, typed', async () => {
    const page = dataOf(await stack.gql<Page>(LIST, { query: { pageSize: 10000 } })).coupons;
    expect(page).toMatchObject({ page: 1, pageSize: 10000, total: 20 });
    expect(page.items).toHaveLength(20);
    for (const c of page.items) {
      expect(c.discountType).toMatch(/^(AMOUNT|PERCENTAGE)$/);
      expect(c.status).toMatch(/^(ACTIVE|INACTIVE)$/);
      expect(c.imageUrl === null || c.imageUrl.startsWith('/api/v1/files/')).toBe(true);
    }
    const withImage = page.items.find((c) => c.imageUrl)!;
    expect(withImage.imageFileName).toBeTruthy();
    expect((await getOnGateway(stack, withImage.imageUrl!)).status).toBe(200);
  });

  it('searches, filters by status and sorts', async () => {
    const found = dataOf(await stack.gql<Page>(LIST, { query: { search: 'BBQ' } })).coupons;
    expect(found.items.map((c) => c.title)).toEqual(['BBQプラン500円引き']);
    const inactive = dataOf(await stack.gql<Page>(LIST, { status: 'INACTIVE' })).coupons;
    expect(inactive.items.every((c) => c.status === 'INACTIVE')).toBe(true);
    const sorted = dataOf(
      await stack.gql<Page>(LIST, {
        query: { pageSize: 100, sortBy: 'discountAmount', sortDirection: 'DESC' },
      }),
    ).coupons.items.map((c) => c.discountAmount);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    const bad = await stack.gql(LIST, { query: { sortBy: 'couponDiscount' } });
    expect(errorOf(bad, 'BAD_USER_INPUT').extensions.fieldErrors?.[0]?.field).toBe('sortBy');
    expect(upstreamCalls(bad)).toBe(0);
  });

  it('creates a coupon', async () => {
    const result = dataOf(
      await stack.gql<{ createCoupon: { message: string; coupon: Coupon } }>(CREATE, { input }),
    ).createCoupon;
    expect(result.message).toBeTruthy();
    created = result.coupon;
    expect(created).toMatchObject({
      ...input,
      discountPercentage: 0,
      imageFileName: null,
      imageUrl: null,
    });
  });

  it('refuses missing fields as BAD_USER_INPUT on the GraphQL field names (valData)', async () => {
    const error = errorOf(
      await stack.gql(CREATE, { input: { title: ' ', discountType: 'AMOUNT' } }),
      'BAD_USER_INPUT',
    );
    expect(error.extensions.fieldErrors).toEqual([
      { field: 'title', message: 'please enter title', reason: 'REQUIRED' },
      { field: 'discountAmount', message: 'please enter coupon discount', reason: 'REQUIRED' },
    ]);
    const percent = errorOf(
      await stack.gql(CREATE, { input: { title: 'p', discountType: 'PERCENTAGE' } }),
      'BAD_USER_INPUT',
    );
    expect(percent.extensions.fieldErrors).toEqual([
      {
        field: 'discountPercentage',
        message: 'please enter coupon discount percentage',
        reason: 'REQUIRED',
      },
    ]);
    const ghost = errorOf(
      await stack.gql(CREATE, {
        input: { ...input, title: 'ghost', imageFileName: 'gallery/ghost.png' },
      }),
      'BAD_USER_INPUT',
    );
    expect(ghost.extensions.fieldErrors).toEqual([
      {
        field: 'imageFileName',
        message: 'File gallery/ghost.png has not been uploaded',
        reason: 'INVALID',
      },
    ]);
  });

  it('refuses a duplicate title (5052) and a percentage above 100 (5074) as DOMAIN_ERROR', async () => {
    const dup = errorOf(
      await stack.gql(CREATE, { input: { ...input, title: '初回ご利用割引' } }),
      'DOMAIN_ERROR',
    );
    expect(dup.extensions.upstreamCode).toBe(5052);
    expect(dup.message).toContain('初回ご利用割引');
    const over = errorOf(
      await stack.gql(CREATE, {
        input: { title: '多すぎ', discountType: 'PERCENTAGE', discountPercentage: 150 },
      }),
      'DOMAIN_ERROR',
    );
    expect(over.extensions.upstreamCode).toBe(5074);
  });

  it('names the refusal by its DomainErrorReason and keeps the REST code for tools', async () => {
    const dup = errorOf(
      await stack.gql(CREATE, { input: { ...input, title: '初回ご利用割引' } }),
      'DOMAIN_ERROR',
    );
    expect(dup.extensions).toMatchObject({ reason: 'DUPLICATE_COUPON_TITLE', upstreamCode: 5052 });
  });

  it('updates it with an uploaded image; a stale expectedUpdatedAt is a CONFLICT', async () => {
    const image = await uploadThroughGateway(stack, 'GALLERY', 'coupon-gw.png');
    const changed = {
      title: 'ゲートウェイ割引（改）',
      discountType: 'PERCENTAGE',
      discountPercentage: 15,
      status: 'INACTIVE',
      imageFileName: image,
    };
    const updated = dataOf(
      await stack.gql<{ updateCoupon: { message: string; coupon: Coupon } }>(UPDATE, {
        id: created.id,
        input: changed,
        at: created.updatedAt,
      }),
    ).updateCoupon;
    expect(updated.message).toBeTruthy();
    expect(updated.coupon).toMatchObject({
      ...changed,
      id: created.id,
      imageUrl: '/api/v1/files/gallery/coupon-gw.png',
    });
    expect((await getOnGateway(stack, updated.coupon.imageUrl!)).status).toBe(200);
    const stale = errorOf(
      await stack.gql(UPDATE, { id: created.id, input, at: created.updatedAt }),
      'CONFLICT',
    );
    expect(stale.extensions.reason).toBe('STALE_UPDATE');
  });

  it('gets one coupon by id from the list (REST has no coupon get); an unknown id is NOT_FOUND', async () => {
    const one = await stack.gql<{ coupon: Coupon }>(GET, { id: created.id });
    expect(dataOf(one).coupon).toEqual(
      expect.objectContaining({
        id: created.id,
        title: 'ゲートウェイ割引（改）',
        status: 'INACTIVE',
      }),
    );
    expect(upstreamCalls(one)).toBe(1);
    const missing = errorOf(await stack.gql(GET, { id: 'no-such-coupon' }), 'NOT_FOUND');
    expect(missing.message).toContain('no-such-coupon');
  });

  it('update of an unknown coupon is NOT_FOUND', async () => {
    errorOf(
      await stack.gql(UPDATE, { id: 'no-such-coupon', input: { ...input, title: 'unique-404' } }),
      'NOT_FOUND',
    );
  });

  it('deletes it; deleting again is NOT_FOUND', async () => {
    const deleted = dataOf(
      await stack.gql<{ deleteCoupon: { id: string; message: string } }>(DELETE, {
        id: created.id,
      }),
    ).deleteCoupon;
    expect(deleted).toEqual({ id: created.id, message: expect.any(String) });
    const left = dataOf(
      await stack.gql<Page>(LIST, { query: { search: 'ゲートウェイ割引' } }),
    ).coupons;
    expect(left.items).toEqual([]);
    errorOf(await stack.gql(DELETE, { id: created.id }), 'NOT_FOUND');
    errorOf(await stack.gql(GET, { id: created.id }), 'NOT_FOUND');
  });
});
