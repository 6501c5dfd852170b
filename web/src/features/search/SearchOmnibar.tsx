import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { Omnibar, type ItemListRendererProps, type ItemRenderer } from '@blueprintjs/select';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchQuery, type SearchKind } from '../../__generated__/graphql';
import { BookingStatusTag } from '../../components/BookingTags';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { readRecent, rememberRecent, type RecentRecord } from './recentRecords';
import { recordPath } from './recordPath';
import { useDebounced } from '../../components/useDebounced';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import './search.css';

const t = ja.search;
const KINDS: SearchKind[] = ['BOOKING', 'PACKAGE', 'USER', 'COUPON'];
/** Typing pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

type Item = RecentRecord;
const keyOf = (i: Item) => `${i.kind}:${i.id}`;

/** The hit's second line: a booking's status and visit day as the admin shows them, then more. */
function HitDetail({ item }: { item: Item }) {
  const text = [formatDate(item.date), item.detail].filter(Boolean).join(' ');
  if (!text && !item.status) return null;
  return (
    <span className="app-search-detail app-muted">
      {item.status ? <BookingStatusTag status={item.status} /> : null} {text}
    </span>
  );
}

const renderItem: ItemRenderer<Item> = (item, { handleClick, handleFocus, modifiers, ref }) => (
  <MenuItem
    key={keyOf(item)}
    ref={ref}
    active={modifiers.active}
    onClick={handleClick}
    onFocus={handleFocus}
    multiline
    text={
      <>
        <span className="app-search-title">{item.title}</span>
        <HitDetail item={item} />
      </>
    }
    roleStructure="listoption"
  />
);

interface Props {
  isOpen: boolean;
  onClose(): void;
}

/** Search from anywhere: grouped hits by kind, keyboard-driven, recent records before typing. */
export function SearchOmnibar({ isOpen, onClose }: Props) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<Item[]>(() => readRecent());
  const text = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useSearchQuery({
    variables: { text, limit: 5 },
    skip: !isOpen || text === '',
    fetchPolicy: 'network-only',
  });
  const answer = data?.search?.text === text ? data.search : null;
  const typed = query.trim() !== '';
  const items: Item[] = typed ? (answer?.hits ?? []) : recent;

  const open = (item: Item) => {
    rememberRecent(item);
    setRecent(readRecent());
    setQuery('');
    onClose();
    void navigate(recordPath(item.kind, item.id));
  };

  const renderList = ({
    filteredItems,
    renderItem: render,
    itemsParentRef,
    menuProps,
  }: ItemListRendererProps<Item>) => {
    const sections: ReactNode[] = [];
    if (!typed) {
      sections.push(<MenuDivider key="recent" title={t.recent} />);
      if (recent.length === 0) sections.push(<MenuItem key="none" disabled text={t.noRecent} />);
      filteredItems.forEach((item, i) => sections.push(render(item, i)));
    } else {
      KINDS.forEach((kind) => {
        const own = filteredItems
          .map((item, i) => [item, i] as const)
          .filter(([item]) => item.kind === kind);
        if (own.length === 0) return;
        sections.push(<MenuDivider key={kind} title={t.kinds[kind]} />);
        own.forEach(([item, i]) => sections.push(render(item, i)));
      });
      for (const f of answer?.failures ?? []) {
        const kind = t.kinds[f.kind];
        sections.push(
          <MenuItem
            key={`failed-${f.kind}`}
            disabled
            className="app-search-failure"
            text={f.reason === 'TIMEOUT' ? t.timedOut(kind) : t.failed(kind)}
          />,
        );
      }
      if (!answer || loading) {
        sections.push(<MenuItem key="loading" disabled text={t.searching} />);
      } else if (filteredItems.length === 0) {
        sections.push(<MenuItem key="empty" disabled text={t.noResults(answer.text)} />);
      }
    }
    return (
      <Menu ulRef={itemsParentRef} {...menuProps} role="listbox" aria-label={t.label}>
        {sections}
        <li className="app-search-keys app-muted" role="presentation">
          {t.keys}
        </li>
      </Menu>
    );
  };

  return (
    <Omnibar<Item>
      isOpen={isOpen}
      onClose={() => {
        setQuery('');
        onClose();
      }}
      items={items}
      query={query}
      onQueryChange={setQuery}
      itemListPredicate={(_, all) => all}
      itemsEqual={(a, b) => a.kind === b.kind && a.id === b.id}
      itemRenderer={renderItem}
      itemListRenderer={renderList}
      onItemSelect={open}
      resetOnQuery
      inputProps={{
        placeholder: t.placeholder,
        'aria-label': t.label,
        leftIcon: <SearchIcon />,
      }}
      className="app-search-omnibar"
    />
  );
}
