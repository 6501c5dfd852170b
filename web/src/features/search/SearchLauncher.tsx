import { Button } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { ja } from '../../i18n/ja';
import { SearchOmnibar } from './SearchOmnibar';

/** ⌘K / Ctrl+K, or the header's search button, opens the search from anywhere. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
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
      <SearchOmnibar isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
