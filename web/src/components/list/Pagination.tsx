import { Button, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { ja } from '../../i18n/ja';
import { PAGE_SIZES } from './listParams';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** Pages to offer: first, last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const list = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of list) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

export function Pagination({ page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="app-pagination">
      <div className="app-pagination-size">
        <label htmlFor={sizeId}>{ja.list.pageSize}</label>
        <HTMLSelect
          id={sizeId}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.currentTarget.value))}
          options={PAGE_SIZES.map((n) => ({ value: n, label: ja.list.pageSizeOption(n) }))}
        />
        <span className="app-pagination-range" aria-live="polite">
          {total === 0 ? ja.list.none : ja.list.range(from, to, total)}
        </span>
      </div>
      <nav aria-label={ja.list.pagination} className="app-pagination-pages">
        <Button
          variant="minimal"
          icon={<ChevronLeftIcon />}
          text={ja.list.previous}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <span key={`gap-${i}`} className="app-pagination-gap" aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={p}
              variant={p === page ? 'solid' : 'minimal'}
              intent={p === page ? 'primary' : 'none'}
              text={String(p)}
              aria-label={ja.list.page(p)}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onPage(p)}
            />
          ),
        )}
        <Button
          variant="minimal"
          endIcon={<ChevronRightIcon />}
          text={ja.list.next}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        />
      </nav>
    </div>
  );
}
