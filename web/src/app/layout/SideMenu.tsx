import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../components/cx';
import { ja } from '../../i18n/ja';
import { MENU, isOpenItem, type MenuGroup, type MenuLink } from '../menu';
import { useIsAdmin } from '../session/roles';
import { useMenuPathname } from './useMenuPathname';

// Blueprint's Tooltip (and its popover code) loads only for the mini menu.
const MiniMenuTooltip = lazy(() => import('./MiniMenuTooltip'));

interface SideMenuProps {
  /** Icons only (desktop mini mode). */
  mini?: boolean;
  /** Called after a link is followed (closes the temporary drawer). */
  onNavigate?: () => void;
}

function MenuLinkItem({
  item,
  mini,
  pathname,
  onNavigate,
}: {
  item: MenuLink;
  mini: boolean;
  pathname: string;
  onNavigate: (() => void) | undefined;
}) {
  const open = isOpenItem(item, pathname);
  const anchor = (
    <Link
      to={item.path}
      className={cx('app-menu-item', open && 'is-open')}
      aria-current={open ? 'page' : undefined}
      aria-label={mini ? item.label : undefined}
      onClick={onNavigate}
    >
      <span className="app-menu-icon">{item.icon}</span>
      {mini ? null : <span className="app-menu-text">{item.label}</span>}
    </Link>
  );
  return (
    <li>
      {mini ? (
        <Suspense fallback={anchor}>
          <MiniMenuTooltip label={item.label}>{anchor}</MiniMenuTooltip>
        </Suspense>
      ) : (
        anchor
      )}
    </li>
  );
}

/** A group of the menu: its header opens and closes the list of its links (`children`). */
function MenuGroupItem({
  group,
  pathname,
  children,
}: {
  group: MenuGroup;
  pathname: string;
  children: ReactNode;
}) {
  const holdsOpenItem = group.children.some((c) => isOpenItem(c, pathname));
  // A manual toggle holds until the path changes; then the group follows the path again.
  const [toggled, setToggled] = useState<{ path: string; open: boolean } | null>(null);
  const expanded = toggled?.path === pathname ? toggled.open : holdsOpenItem;
  const id = `app-menu-group-${group.id}`;
  return (
    <li>
      <button
        type="button"
        className={cx('app-menu-item', 'app-menu-group', holdsOpenItem && 'holds-open')}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setToggled({ path: pathname, open: !expanded })}
      >
        <span className="app-menu-icon">{group.icon}</span>
        <span className="app-menu-text">{group.label}</span>
        <span className="app-menu-chevron">
          {expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
        </span>
      </button>
      {/* Opens and closes in CSS alone: Blueprint's Collapse measures its height as it mounts,
          a forced layout of the whole page in the middle of the first screen's render. */}
      <div className={cx('app-menu-collapse', !expanded && 'is-closed')} aria-hidden={!expanded}>
        <ul id={id} className="app-menu-sub">
          {children}
        </ul>
      </div>
    </li>
  );
}

/** The side menu of docs/product.md §2, in its order; the open item follows the current path. */
export function SideMenu({ mini = false, onNavigate }: SideMenuProps) {
  const pathname = useMenuPathname();
  const isAdmin = useIsAdmin();
  const shown = (item: MenuLink) => isAdmin || !item.adminOnly;
  const link = (item: MenuLink, iconOnly: boolean) => (
    <MenuLinkItem
      key={item.id}
      item={item}
      mini={iconOnly}
      pathname={pathname}
      onNavigate={onNavigate}
    />
  );
  return (
    <nav
      id="app-side-menu"
      className={cx('app-menu', mini && 'is-mini')}
      aria-label={ja.menu.label}
    >
      {MENU.map((section) => (
        <div key={section.id} className="app-menu-section">
          {mini ? null : <div className="app-menu-heading">{section.label}</div>}
          <ul>
            {section.entries.flatMap((entry) => {
              if (entry.kind === 'link') return shown(entry) ? [link(entry, mini)] : [];
              // Mini mode has no room for a group header: its links stand on their own.
              if (mini) return entry.children.filter(shown).map((child) => link(child, true));
              return [
                <MenuGroupItem key={entry.id} group={entry} pathname={pathname}>
                  {entry.children.filter(shown).map((child) => link(child, false))}
                </MenuGroupItem>,
              ];
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
