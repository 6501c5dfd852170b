import type { BookingModel } from '../models.js';
import type { Sources } from '../sources.js';
import { composeDayBoard, type DayBoardModel } from './compose.js';

/** Bookings fetched per REST call: the day board makes one call per this many bookings. */
export const DAY_PAGE_SIZE = 1000;

/** Every booking with a visit on the day: the first page, then the rest of the pages at once. */
export async function bookingsOnDay(sources: Sources, date: string): Promise<BookingModel[]> {
  const range = { startDate: date, endDate: date };
  const pageOf = (page: number) =>
    sources.bookings.list(
      'all',
      { page, pageSize: DAY_PAGE_SIZE, sortBy: 'bookingNumber', sortDirection: 'ASC' },
      range,
    );
  const first = await pageOf(1);
  const pages = Math.ceil(first.total / DAY_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => pageOf(i + 2)),
  );
  return [first, ...rest].flatMap((p) => p.items);
}

/** The day board: the day's packages (availability, slots, holidays) and bookings, in parallel. */
export async function loadDayBoard(sources: Sources, date: string): Promise<DayBoardModel> {
  const [days, bookings] = await Promise.all([
    sources.availability.packagesOnDay(date),
    bookingsOnDay(sources, date),
  ]);
  return composeDayBoard(date, days, bookings);
}
