import { AddIcon } from '@blueprintjs/icons';
import type { CouponFieldsFragment } from '../../__generated__/graphql';
import { LinkButton } from '../../components/LinkButton';
import { DataList } from '../../components/list/DataList';
import { useListParams } from '../../components/list/useListParams';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { couponColumns } from './couponColumns';
import { COUPON_LIST_DEFAULTS } from './couponListQuery';
import { COUPON_PAGE_SIZE, couponPaths } from './paths';
import { useCouponActions } from './useCouponActions';
import { useCouponList } from './useCouponList';
import './coupons.css';

const t = ja.coupons;

/** Row height of the virtual table (px): a 28px thumbnail and one line of text. */
const ROW_HEIGHT = 44;

/**
 * /coupon/product-list: the list loads one page of up to 10000 coupons (searched and sorted by the
 * server); only the rows in view are rendered, so scrolling stays smooth at that size.
 */
export default function CouponListPage() {
  const list = useListParams(COUPON_LIST_DEFAULTS);
  const { page, loading, error, reload } = useCouponList(list.query);
  const actions = useCouponActions();

  // docs/product.md §2: the coupon list is loaded again after a delete.
  const remove = async (coupon: CouponFieldsFragment) => {
    await actions.remove(coupon);
    await reload().catch(() => undefined);
  };

  return (
    <>
      <PageHeader
        title={t.listTitle}
        actions={
          <LinkButton to={couponPaths.add} intent="primary" icon={<AddIcon />} text={ja.list.add} />
        }
      />
      <DataList
        label={t.listTitle}
        addText={ja.list.add}
        columns={couponColumns}
        list={list}
        rows={page?.items}
        total={page?.total}
        loading={loading}
        error={error}
        onRetry={() => void reload().catch(() => undefined)}
        rowTitle={(c) => c.title}
        editPath={(c) => couponPaths.edit(c.id)}
        onDelete={remove}
        paged={false}
        virtualRowHeight={ROW_HEIGHT}
        toolbar={
          page ? (
            <span className="app-muted app-coupon-count" aria-live="polite">
              {page.total > page.items.length && page.items.length >= COUPON_PAGE_SIZE
                ? t.countCapped(page.total, page.items.length)
                : t.count(page.total)}
            </span>
          ) : null
        }
      />
    </>
  );
}
