import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface RowLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path (`/coupon/add-new-product?id=…`). */
  to: string;
}

/**
 * A link inside a list row: a plain anchor that the list follows in the app (useRowLinks). A
 * router Link runs a handful of hooks per link, and rows are rendered by the dozen, again as a
 * long list scrolls.
 */
export function RowLink({ to, ...anchor }: RowLinkProps) {
  return <a {...anchor} href={to} data-row-link="" />;
}

/**
 * The click handler for a list's RowLinks: a plain left click stays in the app, as with a
 * router Link; a modified or middle click is left to the browser (new tab, window, download).
 */
export function useRowLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest('a[data-row-link]') : null;
      const to = link?.getAttribute('href');
      if (!link || !to || !event.currentTarget.contains(link)) return;
      event.preventDefault();
      navigate(to);
    },
    [navigate],
  );
}
