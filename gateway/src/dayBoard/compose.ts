import type { DayBoardSlotState, TimeSlotType } from '../__generated__/resolvers-types.js';
import type { ArrivalModel, DayBoardTotalsModel, PackageDayModel } from '../models.js';

/** A slot as the board hands it on: its arrivals are read as the board's rows need them. */
export interface DayBoardSlotModel {
  label: string | null;
  startTime: string | null;
  endTime: string | null;
  inventory: number;
  booked: number;
  pending: number;
  held: number;
  remaining: number;
  state: DayBoardSlotState;
  arrivals: ArrivalModel[];
}

export interface DayBoardPackageModel {
  packageId: string;
  packageTitle: string;
  timeSlotType: TimeSlotType;
  isHoliday: boolean;
  slots: DayBoardSlotModel[];
}

export interface DayBoardModel {
  date: string;
  packages: DayBoardPackageModel[];
  totals: DayBoardTotalsModel;
  /** Bookings of the day left out because they could not be read (see bookingsOnDay). */
  leftOutBookings: number;
}

/** Held at or above this share of the inventory (with some left) is nearly full. */
export const NEARLY_FULL_SHARE = 0.8;

interface SlotDef {
  key: string;
  label: string | null;
  startTime: string | null;
  endTime: string | null;
  inventory: number;
}

/** Bookings that hold a place: booked and pending (failed and cancelled do not). */
export const holdsPlace = (b: ArrivalModel): boolean =>
  b.get('status') === 'BOOKED' || b.get('status') === 'PENDING';

const slotKey = (start: string | null | undefined, end: string | null | undefined, label = '') =>
  start ? `${start}-${end ?? ''}` : label;

const bookingKey = (b: ArrivalModel): string =>
  slotKey(b.getOr('startTime', null), b.getOr('endTime', null), b.getOr('timeSlot', '') ?? '');

/** Plain order of two texts (arrival times, booking numbers: ASCII), not the locale's. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A package's own inventory per slot; a SINGLE package without one takes one booking a day. */
const ownInventory = (day: PackageDayModel): number =>
  day.timeSlotType === 'SINGLE' && day.inventory < 1 ? 1 : day.inventory;

/**
 * The slots a package offers on the day, with the inventory of each: its availability's, else
 * (no availability covers the day) the package's own inventory on its season's slots.
 */
function slotDefs(day: PackageDayModel): SlotDef[] {
  const availability =
    day.availability.length > 0
      ? day.availability
      : [
          {
            id: '',
            startDate: day.date,
            endDate: day.date,
            inventory: ownInventory(day),
            slots: [],
          },
        ];
  if (day.timeSlotType === 'SINGLE') {
    const inventory = availability.reduce((sum, a) => sum + a.inventory, 0);
    return [{ key: '', label: null, startTime: null, endTime: null, inventory }];
  }
  const defs = new Map<string, SlotDef>();
  const add = (start: string | null, end: string | null, label: string | null, n: number) => {
    const key = slotKey(start, end, label ?? '');
    const known = defs.get(key);
    if (known) known.inventory += n;
    else
      defs.set(key, {
        key,
        label: label ?? (start ? `${start}-${end ?? ''}` : null),
        startTime: start,
        endTime: end,
        inventory: n,
      });
  };
  for (const a of availability) {
    if (a.slots.length > 0) {
      for (const s of a.slots)
        add(s.startTime ?? null, s.endTime ?? null, s.label ?? null, a.inventory);
    } else {
      for (const t of day.season?.timeSlots ?? []) add(t.startTime, t.endTime, null, a.inventory);
    }
  }
  return [...defs.values()];
}

export function slotState(inventory: number, held: number, isHoliday: boolean): DayBoardSlotState {
  if (isHoliday) return 'HOLIDAY';
  if (held > inventory) return 'OVERBOOKED';
  if (held >= inventory) return 'FULL';
  return held >= inventory * NEARLY_FULL_SHARE ? 'NEARLY_FULL' : 'OPEN';
}

function slotOf(def: SlotDef, arrivals: ArrivalModel[], isHoliday: boolean): DayBoardSlotModel {
  const booked = arrivals.filter((b) => b.get('status') === 'BOOKED').length;
  const pending = arrivals.length - booked;
  const held = arrivals.length;
  const arrivalOf = (b: ArrivalModel) => b.getOr('arrivalTime', '') ?? '';
  const sorted = [...arrivals].sort(
    (a, b) =>
      byText(arrivalOf(a), arrivalOf(b)) || byText(a.get('bookingNumber'), b.get('bookingNumber')),
  );
  return {
    label: def.label,
    startTime: def.startTime,
    endTime: def.endTime,
    inventory: def.inventory,
    booked,
    pending,
    held,
    remaining: Math.max(0, def.inventory - held),
    state: slotState(def.inventory, held, isHoliday),
    arrivals: sorted,
  };
}

function packageOf(
  day: PackageDayModel | undefined,
  first: ArrivalModel | undefined,
  bookings: ArrivalModel[],
): DayBoardPackageModel {
  const timeSlotType = day?.timeSlotType ?? 'SINGLE';
  const isHoliday = day?.isHoliday ?? false;
  const defs = day
    ? slotDefs(day)
    : [{ key: '', label: null, startTime: null, endTime: null, inventory: 0 }];
  const single = timeSlotType === 'SINGLE';
  const bySlot = new Map<string, ArrivalModel[]>(defs.map((d) => [d.key, []]));
  for (const b of bookings) {
    const key = single ? '' : bookingKey(b);
    if (!bySlot.has(key)) {
      // Booked into a slot no availability offers (any more): shown with no inventory.
      defs.push({
        key,
        label: b.getOr('timeSlot', null) || null,
        startTime: b.getOr('startTime', null) ?? null,
        endTime: b.getOr('endTime', null) ?? null,
        inventory: 0,
      });
      bySlot.set(key, []);
    }
    bySlot.get(key)!.push(b);
  }
  const slots = defs
    .map((d) => slotOf(d, bySlot.get(d.key) ?? [], isHoliday))
    .sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? ''));
  return {
    packageId: day?.packageId ?? first!.get('packageId'),
    packageTitle: day?.packageTitle ?? first!.get('packageTitle'),
    timeSlotType,
    isHoliday,
    slots,
  };
}

function totalsOf(held: ArrivalModel[]): DayBoardTotalsModel {
  // A count that cannot be read counts as none (its arrival's field says why).
  const sum = (key: 'people' | 'children' | 'bigAndMediumDogs' | 'smallDogs' | 'totalDogs') =>
    held.reduce((n, b) => n + (b.getOr(key, 0) ?? 0), 0);
  return {
    bookings: held.length,
    booked: held.filter((b) => b.get('status') === 'BOOKED').length,
    pending: held.filter((b) => b.get('status') === 'PENDING').length,
    people: sum('people'),
    children: sum('children'),
    bigAndMediumDogs: sum('bigAndMediumDogs'),
    smallDogs: sum('smallDogs'),
    dogs: sum('totalDogs'),
    heldBookingIds: held.map((b) => b.get('id')),
  };
}

/**
 * The day board from the day's packages (availability, season slots, holiday) and its bookings:
 * every package with availability or held bookings on the day, in the package order, then
 * packages no longer on offer that still have bookings. `leftOutBookings`: those of the day that
 * could not be read, so not on the board.
 */
export function composeDayBoard(
  date: string,
  days: PackageDayModel[],
  bookings: ArrivalModel[],
  leftOutBookings = 0,
): DayBoardModel {
  const held = bookings.filter((b) => b.get('date') === date && holdsPlace(b));
  const byPackage = new Map<string, ArrivalModel[]>();
  for (const b of held) {
    const own = byPackage.get(b.get('packageId'));
    if (own) own.push(b);
    else byPackage.set(b.get('packageId'), [b]);
  }
  const packages: DayBoardPackageModel[] = [];
  for (const day of days) {
    const own = byPackage.get(day.packageId) ?? [];
    byPackage.delete(day.packageId);
    if (day.availability.length === 0 && own.length === 0) continue;
    packages.push(packageOf(day, own[0], own));
  }
  for (const own of byPackage.values()) packages.push(packageOf(undefined, own[0], own));
  return { date, packages, totals: totalsOf(held), leftOutBookings };
}
