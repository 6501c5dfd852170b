import type { HolidayFieldsFragment } from '../../__generated__/graphql';
import { formatDate } from '../../i18n/format';

/** How a holiday is named in confirmations: `2026/12/01(火) パッケージ（定休日）`. */
export const holidayName = (h: HolidayFieldsFragment) =>
  `${formatDate(h.date)} ${h.packageTitle}${h.title ? `（${h.title}）` : ''}`;
