import { Button, InputGroup } from '@blueprintjs/core';
import { CrossIcon, SearchIcon } from '@blueprintjs/icons';
import { useEffect, useId, useState } from 'react';
import { ja } from '../../i18n/ja';
import { MAX_SEARCH_LENGTH } from './listParams';

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
  const noteId = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Back/forward changed the URL: show its search.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }

  const atLimit = draft.length >= MAX_SEARCH_LENGTH;

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
        maxLength={MAX_SEARCH_LENGTH}
        aria-describedby={atLimit ? noteId : undefined}
        onValueChange={(v) => setDraft(v.slice(0, MAX_SEARCH_LENGTH))}
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
      {atLimit ? (
        <span id={noteId} className="app-search-limit" role="status">
          {ja.list.searchTooLong(MAX_SEARCH_LENGTH)}
        </span>
      ) : null}
    </div>
  );
}
