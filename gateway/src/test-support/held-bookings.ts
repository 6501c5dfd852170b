import { todayInJapan } from '../bookingImpact/today.js';
import type { Stack } from './stack.js';

/** A booking as the REST list answers it: what the impact tests compare. */
export interface RestBooking {
  _id: string;
  packageID: string;
  date: string;
  status: number;
  startTime: string;
  endTime: string;
}

/** The booked and pending bookings from the gateway's today in Japan, straight from the api. */
export async function futureHeldBookings(stack: Stack): Promise<RestBooking[]> {
  const today = todayInJapan(stack.seedDay);
  const rows = await stack.rest<RestBooking[]>(`/booking/list?pageSize=10000&startDate=${today}`);
  return rows.filter((b) => (b.status === 2 || b.status === 4) && b.date >= today);
}
