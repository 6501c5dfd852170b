import {
  BOOKINGS_PER_CALL,
  bookingsReadAs,
  HELD_STATUSES,
  type BookingsRead,
} from '../bookings/between.js';
import type { ArrivalModel } from '../models.js';
import { arrivalTable } from '../bookings/table.js';
import type { Sources } from '../sources.js';
import { composeDayBoard, type DayBoardModel } from './compose.js';

/** Bookings fetched per REST call: the day board makes one call per this many bookings. */
export const DAY_PAGE_SIZE = BOOKINGS_PER_CALL;

/**
 * Every booking that holds a place on the day (booked or pending), each status at once, read as
 * arrivals: only the fields the board shows or places a booking by are read. `leftOut` counts
 * those whose package, day, status or number could not be read.
 */
export const bookingsOnDay = (
  sources: Sources,
  date: string,
): Promise<BookingsRead<ArrivalModel>> =>
  bookingsReadAs(arrivalTable.of, sources, { startDate: date, endDate: date }, HELD_STATUSES);

/** The day board: the day's packages (availability, slots, holidays) and bookings, in parallel. */
export async function loadDayBoard(sources: Sources, date: string): Promise<DayBoardModel> {
  const [days, bookings] = await Promise.all([
    sources.availability.packagesOnDay(date),
    bookingsOnDay(sources, date),
  ]);
  return composeDayBoard(date, days, bookings.items, bookings.leftOut);
}
