import { useSyncExternalStore } from 'react';

/** Breakpoints of docs/product.md §2, in px: a width at or above the value is that size. */
export const BREAKPOINTS = { xs: 0, sm: 768, md: 1024, lg: 1530, xl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Width of the side menu (docs/product.md §2: 260) and of its mini mode. */
export const DRAWER_WIDTH = 260;
export const MINI_DRAWER_WIDTH = 64;

function query(bp: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[bp]}px)`;
}

/** True while the viewport is at least `bp` wide; follows resizes. */
export function useMediaUp(bp: Breakpoint): boolean {
  const q = query(bp);
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const mql = window.matchMedia(q);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(q).matches : true),
    () => true,
  );
}
