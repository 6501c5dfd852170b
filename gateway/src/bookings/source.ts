import type {
  BookingListQuery,
  BookingStatus,
  DateRangeInput,
} from '../__generated__/resolvers-types.js';
import type { BookingModel } from '../models.js';
import { restListQuery, toPage, type PageOf } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource } from '../rest/source.js';
import { rangeFields, rangeQuery } from './range.js';
import { bookingTable } from './table.js';
import { afterUpdate } from '../rest/saved.js';

/** The four booking lists of the same shape, by their REST path. */
const LISTS = {
  all: '/booking/list',
  byBookingDate: '/booking/new/list',
  pending: '/booking/pending/bookings/list',
  cancelled: '/booking/cancelled/bookings/list',
} as const;
export type BookingList = keyof typeof LISTS;

export interface BookingSaved {
  message: string;
  booking: BookingModel;
}

/** Bookings: /booking/…. */
export class BookingSource extends RestSource {
  list(
    which: BookingList,
    query: BookingListQuery | null | undefined,
    range: DateRangeInput | null | undefined,
    status?: BookingStatus | null,
  ): Promise<PageOf<BookingModel>> {
    return this.listAs(bookingTable.of, which, query, range, status);
  }

  /** A booking list, each booking read as `toItem` reads it (the day board reads a few fields). */
  async listAs<T>(
    toItem: (raw: unknown) => T,
    which: BookingList,
    query: BookingListQuery | null | undefined,
    range: DateRangeInput | null | undefined,
    status?: BookingStatus | null,
  ): Promise<PageOf<T>> {
    const answer = await this.rest.get(LISTS[which], {
      shape: 'list',
      query: {
        ...restListQuery(this.requestId, query, bookingTable.sort),
        ...rangeQuery(range),
        ...bookingTable.filterQuery({ status }),
      },
      fields: rangeFields,
    });
    return toPage(answer.value, toItem);
  }

  /** The bookings of one user; the answer nests the page one level down. */
  async ofUser(
    userId: string,
    query: BookingListQuery | null | undefined,
    range: DateRangeInput | null | undefined,
  ): Promise<PageOf<BookingModel>> {
    const answer = await this.rest.get(`/booking/user/${seg(userId)}/list`, {
      shape: 'nested',
      query: { ...restListQuery(this.requestId, query, bookingTable.sort), ...rangeQuery(range) },
      fields: rangeFields,
    });
    return toPage(answer.value, bookingTable.of);
  }

  /** By id or booking number. */
  async get(id: string): Promise<BookingModel> {
    return bookingTable.of(
      (await this.rest.get(`/booking/get/${seg(id)}`, { shape: 'data' })).value,
    );
  }

  /** Cancels a pending booking (DOMAIN_ERROR for any other status). */
  async cancel(id: string): Promise<BookingSaved> {
    const answer = await this.rest.patch('/booking/cancel-booking', {
      shape: 'data',
      query: { bookingId: id },
    });
    const booking = await afterUpdate(answer.value, id, bookingTable.of, (i) => this.get(i));
    return { message: answer.message, booking };
  }
}
