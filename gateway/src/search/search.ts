import type { SearchHit, SearchKind, SearchResults } from '../__generated__/resolvers-types.js';
import { badInput } from '../rest/errors.js';
import { MAX_SEARCH_LENGTH } from '../rest/list.js';
import type { Sources } from '../sources.js';
import { fanOut } from './fanOut.js';

export const MAX_SEARCH_LIMIT = 20;

const line = (...parts: (string | null | undefined)[]): string =>
  parts.filter((p) => p && p.trim()).join(' ');

/** Each kind's search through its area's source, mapped to hits. */
function searches(
  sources: Sources,
  search: string,
  pageSize: number,
): (readonly [SearchKind, () => Promise<SearchHit[]>])[] {
  const query = { search, pageSize, page: 1 };
  return [
    [
      'BOOKING',
      async () =>
        (
          await sources.bookings.list(
            'all',
            { ...query, sortBy: 'date', sortDirection: 'DESC' },
            null,
          )
        ).items.map((b) => ({
          kind: 'BOOKING' as const,
          id: b.get('id'),
          title: line(
            b.get('bookingNumber'),
            `${b.get('lastName')} ${b.get('firstName')}`,
            `(${b.get('englishFirstName')} ${b.get('englishLastName')})`,
          ),
          detail: line(b.get('timeSlot'), b.get('packageTitle'), b.get('mobileNumber')),
          date: b.get('date') || null,
          status: b.get('status'),
        })),
    ],
    [
      'PACKAGE',
      async () =>
        (await sources.packages.list(query)).items.map((p) => ({
          kind: 'PACKAGE' as const,
          id: p.get('id'),
          title: p.get('title'),
          detail: null,
        })),
    ],
    [
      'USER',
      async () =>
        (await sources.users.list(query)).items.map((u) => ({
          kind: 'USER' as const,
          id: u.get('id'),
          title: u.get('fullName') || line(u.get('lastName'), u.get('firstName')) || u.get('email'),
          detail: line(u.get('email'), u.get('phoneNumber')),
        })),
    ],
    [
      'COUPON',
      async () =>
        (await sources.coupons.list(query)).items.map((c) => ({
          kind: 'COUPON' as const,
          id: c.get('id'),
          title: c.get('title'),
          detail: c.get('description') || null,
        })),
    ],
  ];
}

/** Search from anywhere: every kind at once; a failing or slow kind leaves a note, not a hole. */
export async function searchEverything(
  sources: Sources,
  requestId: string,
  text: string,
  limit: number | null | undefined,
): Promise<SearchResults> {
  const trimmed = text.trim();
  const size = limit ?? 5;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SEARCH_LIMIT) {
    throw badInput(requestId, [
      {
        field: 'limit',
        message: `limit must be between 1 and ${MAX_SEARCH_LIMIT}`,
        ...(!Number.isInteger(size)
          ? { reason: 'NOT_INTEGER' }
          : size < 1
            ? { reason: 'TOO_SMALL', limit: 1 }
            : { reason: 'TOO_LARGE', limit: MAX_SEARCH_LIMIT }),
      },
    ]);
  }
  if (trimmed.length > MAX_SEARCH_LENGTH) {
    throw badInput(requestId, [
      {
        field: 'text',
        message: `text must be at most ${MAX_SEARCH_LENGTH} characters`,
        reason: 'TOO_LONG',
        limit: MAX_SEARCH_LENGTH,
      },
    ]);
  }
  if (trimmed === '') return { text: '', hits: [], failures: [] };
  const { hits, failures } = await fanOut(searches(sources, trimmed, size));
  return { text: trimmed, hits, failures };
}
