import {
  BanCircleIcon,
  BoxIcon,
  CalendarIcon,
  ClipboardIcon,
  CogIcon,
  DashboardIcon,
  FeedIcon,
  FolderCloseIcon,
  HeartIcon,
  HistoryIcon,
  MediaIcon,
  PeopleIcon,
  ShopIcon,
  TagIcon,
  ThListIcon,
  TimelineEventsIcon,
  AirplaneIcon,
  TimeIcon,
} from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { ja } from '../i18n/ja';

export interface MenuLink {
  kind: 'link';
  id: string;
  label: string;
  path: string;
  icon: ReactElement;
  /** Path prefixes (or exact paths) that make this item the open one. */
  matches: string[];
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  icon: ReactElement;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface MenuSection {
  id: string;
  label: string;
  entries: MenuEntry[];
}

const link = (
  id: string,
  label: string,
  path: string,
  icon: ReactElement,
  matches: string[],
): MenuLink => ({ kind: 'link', id, label, path, icon, matches });

/** The side menu: the dashboard, then the spec's entries in the spec's order. */
export const MENU: MenuSection[] = [
  {
    id: 'dashboard',
    label: ja.menu.dashboardGroup,
    entries: [
      link('dashboard', ja.areas.dashboard, '/dashboard/default', <DashboardIcon />, [
        '/dashboard/',
      ]),
    ],
  },
  {
    id: 'catalogue',
    label: ja.menu.catalogueGroup,
    entries: [
      link('packages', ja.areas.packages, '/offer/product-list', <BoxIcon />, ['/offer/']),
      link('seasons', ja.areas.seasons, '/season/season-list', <CalendarIcon />, ['/season/']),
      link(
        'availability',
        ja.areas.availability,
        '/availability/availability-list',
        <TimelineEventsIcon />,
        ['/availability/'],
      ),
      link('holidays', ja.areas.holidays, '/holidays/holidays-list', <AirplaneIcon />, [
        '/holidays/',
      ]),
      link('users', ja.areas.users, '/user/product-list', <PeopleIcon />, ['/user/']),
      link(
        'package-categories',
        ja.areas.packageCategories,
        '/package-category/package-category-list',
        <FolderCloseIcon />,
        ['/package-category/'],
      ),
      link('dog-categories', ja.areas.dogCategories, '/roomcategory/room-list', <HeartIcon />, [
        '/roomcategory/',
      ]),
      {
        kind: 'group',
        id: 'bookings',
        label: ja.areas.bookings,
        icon: <ShopIcon />,
        children: [
          link('bookings-all', ja.areas.bookingsAll, '/profile/profile-list', <ThListIcon />, [
            '/profile/profile-list',
            '/profile/add-new-profile',
          ]),
          link(
            'bookings-cancelled',
            ja.areas.bookingsCancelled,
            '/profile/cancel-list',
            <BanCircleIcon />,
            ['/profile/cancel-list'],
          ),
          link(
            'bookings-by-date',
            ja.areas.bookingsByDate,
            '/profile/bookingdatelist',
            <HistoryIcon />,
            ['/profile/bookingdatelist'],
          ),
          link('bookings-pending', ja.areas.bookingsPending, '/profile/pendinglist', <TimeIcon />, [
            '/profile/pendinglist',
          ]),
          link('day-board', ja.areas.dayBoard, '/profile/day-board', <ClipboardIcon />, [
            '/profile/day-board',
          ]),
        ],
      },
      link('gallery', ja.areas.gallery, '/gallery/product-list', <MediaIcon />, ['/gallery/']),
      link('news-topics', ja.areas.newsTopics, '/news-topics/news-topics-list', <FeedIcon />, [
        '/news-topics/',
      ]),
      link(
        'news-categories',
        ja.areas.newsCategories,
        '/categorytopics/categorytopics-list',
        <TagIcon />,
        ['/categorytopics/'],
      ),
      link('settings', ja.areas.settings, '/setting/setting', <CogIcon />, ['/setting/']),
    ],
  },
];

/** Whether `item` is the open item for `pathname`. */
export function isOpenItem(item: MenuLink, pathname: string): boolean {
  return item.matches.some((m) =>
    m.endsWith('/') ? pathname.startsWith(m) : pathname === m || pathname.startsWith(`${m}/`),
  );
}
