import { Button } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenedOnce } from '../../components/lazyOverlays';
import { ja } from '../../i18n/ja';

// The omnibar (Blueprint's select and QueryList: some 60 KB of the shell's code) loads and mounts
// on the first opening, not in the first render of every screen.
const SearchOmnibar = lazy(() =>
  import('./SearchOmnibar').then((m) => ({ default: m.SearchOmnibar })),
);

/** ⌘K / Ctrl+K, or the header's search button, opens the search from anywhere. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted (its closing transition, the search typed so far).
  const opened = useOpenedOnce(open);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button
        variant="minimal"
        icon={<SearchIcon />}
        aria-label={ja.search.openHint}
        title={ja.search.openHint}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      />
      {opened ? (
        <Suspense fallback={null}>
          <SearchOmnibar isOpen={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
