import { Button, InputGroup } from '@blueprintjs/core';
import { CrossIcon, SearchIcon } from '@blueprintjs/icons';
import { useEffect, useId, useState } from 'react';
import { ja } from '../../i18n/ja';

export const SEARCH_DEBOUNCE_MS = 350;

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch(value: string): void;
  placeholder?: string;
}

/** Search that applies itself after a short pause in typing (Enter applies at once). */
export function SearchBox({ value, onSearch, placeholder }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Back/forward changed the URL: show its search.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <div className="app-search" role="search">
      <label htmlFor={id} className="app-visually-hidden">
        {ja.list.search}
      </label>
      <InputGroup
        id={id}
        type="search"
        leftIcon={<SearchIcon />}
        placeholder={placeholder ?? ja.list.searchPlaceholder}
        value={draft}
        onValueChange={(v) => setDraft(v)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(draft);
        }}
        rightElement={
          draft ? (
            <Button
              variant="minimal"
              icon={<CrossIcon />}
              aria-label={ja.list.clearSearch}
              onClick={() => {
                setDraft('');
                onSearch('');
              }}
            />
          ) : undefined
        }
      />
    </div>
  );
}
