import type { CouponFieldsFragment, CouponSortField } from '../../__generated__/graphql';
import { LightTag } from '../../components/LightTag';
import { StatusTag } from '../../components/StatusTag';
import type { Column } from '../../components/list/DataList';
import { RowLink } from '../../components/list/RowLink';
import { formatDateTime, formatYen } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { couponPaths } from './paths';

const t = ja.coupons;

export const discountText = (c: CouponFieldsFragment) =>
  c.discountType === 'AMOUNT' ? formatYen(c.discountAmount) : t.percent(c.discountPercentage);

export const couponColumns: Column<CouponFieldsFragment, CouponSortField>[] = [
  {
    id: 'image',
    header: t.image,
    width: '72px',
    render: (c) =>
      c.imageUrl ? (
        <img className="app-coupon-thumb" src={c.imageUrl} alt="" loading="lazy" />
      ) : (
        <span className="app-coupon-thumb is-empty" aria-hidden="true" />
      ),
  },
  {
    id: 'title',
    header: t.title,
    sortable: true,
    render: (c) => (
      <RowLink to={couponPaths.edit(c.id)} title={c.description || c.title}>
        {c.title}
      </RowLink>
    ),
  },
  {
    id: 'discountType',
    header: t.discountType,
    width: '128px',
    sortable: true,
    render: (c) => (
      <LightTag intent={c.discountType === 'AMOUNT' ? 'primary' : 'warning'} minimal>
        {c.discountType === 'AMOUNT' ? t.typeAmount : t.typePercentage}
      </LightTag>
    ),
  },
  { id: 'discount', header: t.discount, width: '112px', align: 'end', render: discountText },
  {
    id: 'status',
    header: t.status,
    width: '112px',
    sortable: true,
    render: (c) => <StatusTag status={c.status} />,
  },
  {
    id: 'updatedAt',
    header: t.updatedAt,
    width: '168px',
    sortable: true,
    render: (c) => formatDateTime(c.updatedAt),
  },
];
