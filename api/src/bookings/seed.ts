import { dayOffset, insertMany, type SeedContext } from '../seed/context.js';
import type { SeededCustomer } from '../users/seed.js';
import { BookingStatus } from './schemas.js';

/** Bookings at scale 1; ctx.scale multiplies them (scale 333 ≈ 100 000 for the benchmark). */
export const BOOKINGS_PER_SCALE = 300;
const PICNIC_PRICE = 3300;
const CHUNK = 400;

interface SeedPackage {
  id: string;
  title: string;
  price: number;
  weekendPrice: number;
  includedPeople: number;
  maxPeople: number;
  includedChildren: number;
  maxChild: number;
  peopleExtra: number;
  childrenExtra: number;
  weekendPeopleExtra: number;
  weekendChildrenExtra: number;
  dogType: number;
  includedSmallDogs: number;
  includedBigDogs: number;
  smallDogExtra: number;
  bigDogExtra: number;
  weekendSmallDogExtra: number;
  weekendBigDogExtra: number;
  addOns: { _id: string; title: string; price: number; type: number }[];
}

interface SeasonSlots {
  startDate: string;
  endDate: string;
  timeSlot: { startTime: string; endTime: string }[];
}

const DEFAULT_SLOTS = [
  { startTime: '10:00', endTime: '13:00' },
  { startTime: '14:00', endTime: '17:00' },
];
const PLATES = ['品川', '横浜', '練馬', '湘南', '相模', '大宮', '千葉', '多摩', '山梨', '静岡'];
const KANA = ['あ', 'さ', 'な', 'ま', 'ら', 'わ', 'と', 'ふ'];

/** Payment and order fields by booking status. */
const PAYMENT_STATE: Record<number, { order: string; payment: string; gateway: string[] }> = {
  [BookingStatus.FAILED]: {
    order: 'failed',
    payment: 'failed',
    gateway: ['payment_failed', 'card_declined'],
  },
  [BookingStatus.BOOKED]: { order: 'confirmed', payment: 'paid', gateway: ['succeeded'] },
  [BookingStatus.CANCELLED]: {
    order: 'cancelled',
    payment: 'unpaid',
    gateway: ['canceled', 'expired'],
  },
  [BookingStatus.PENDING]: {
    order: 'pending',
    payment: 'unpaid',
    gateway: ['requires_payment_method', 'processing'],
  },
};

async function readPackages(ctx: SeedContext): Promise<SeedPackage[]> {
  const packages = await ctx.db.query<Omit<SeedPackage, 'addOns'>>(
    `SELECT id, title, price, weekend_price AS "weekendPrice", number_of_people AS "includedPeople", max_people AS "maxPeople",
       number_of_children AS "includedChildren", max_child AS "maxChild", people_extra_price AS "peopleExtra",
       children_extra_price AS "childrenExtra", weekend_people_extra_price AS "weekendPeopleExtra",
       weekend_children_extra_price AS "weekendChildrenExtra", dog_type AS "dogType",
       number_of_small_dogs AS "includedSmallDogs", number_of_big_medium_dogs AS "includedBigDogs",
       small_dog_extra_price AS "smallDogExtra", big_medium_dog_extra_price AS "bigDogExtra",
       weekend_small_dog_extra_price AS "weekendSmallDogExtra", weekend_big_medium_dog_extra_price AS "weekendBigDogExtra"
     FROM packages WHERE is_active = 1 ORDER BY order_by, id`,
  );
  const addOns = await ctx.db.query<{
    packageId: string;
    _id: string;
    title: string;
    price: number;
    type: number;
  }>(
    `SELECT package_id AS "packageId", id AS "_id", title, price, type FROM package_add_ons ORDER BY package_id, position, id`,
  );
  return packages.map((p) => ({
    ...p,
    addOns: addOns
      .filter((a) => a.packageId === p.id)
      .map(({ _id, title, price, type }) => ({ _id, title, price, type })),
  }));
}

async function readSeasons(ctx: SeedContext): Promise<SeasonSlots[]> {
  return ctx.db.query<SeasonSlots>(
    `SELECT to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate", time_slots AS "timeSlot"
     FROM seasons WHERE is_active = 1 ORDER BY start_date, id`,
  );
}

function pickStatus(ctx: SeedContext): number {
  const r = ctx.rng.next();
  if (r < 0.07) return BookingStatus.FAILED;
  if (r < 0.17) return BookingStatus.CANCELLED;
  if (r < 0.29) return BookingStatus.PENDING;
  return BookingStatus.BOOKED;
}

const two = (n: number) => String(n).padStart(2, '0');
const minus = (hhmm: string, minutes: number) => {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) - minutes;
  return `${two(Math.floor(total / 60))}:${two(total % 60)}`;
};

/** One booking row: column name → value. */
function booking(
  ctx: SeedContext,
  pkg: SeedPackage,
  customer: SeededCustomer,
  seasons: SeasonSlots[],
  sequence: Map<string, number>,
): Record<string, unknown> {
  const visitOffset = ctx.rng.int(-60, 30);
  const date = dayOffset(ctx, visitOffset);
  const createdOffset = Math.min(0, visitOffset - ctx.rng.int(0, 45));
  const createdDay = dayOffset(ctx, createdOffset);
  const number = (sequence.get(createdDay) ?? 0) + 1;
  sequence.set(createdDay, number);
  const status = pickStatus(ctx);
  const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

  const people = ctx.rng.int(
    Math.min(2, pkg.maxPeople || 2),
    Math.max(1, Math.min(pkg.maxPeople || 4, 5)),
  );
  const child =
    pkg.maxChild > 0 && ctx.rng.chance(0.4) ? ctx.rng.int(1, Math.min(2, pkg.maxChild)) : 0;
  const dogs = customer.dogs.filter((d) => (d.size === 1 ? pkg.dogType !== 2 : pkg.dogType !== 1));
  const bigDogs = dogs.filter((d) => d.size === 1).length;
  const smallDogs = dogs.length - bigDogs;
  const picnic = ctx.rng.chance(0.25);
  const addOns = pkg.addOns
    .filter(() => ctx.rng.chance(0.35))
    .map((a) => ({ ...a, quantity: a.type === 2 ? people : 1 }));

  const peopleExtraCharge =
    Math.max(0, people - pkg.includedPeople) * (weekend ? pkg.weekendPeopleExtra : pkg.peopleExtra);
  const childrenExtraCharge =
    Math.max(0, child - pkg.includedChildren) *
    (weekend ? pkg.weekendChildrenExtra : pkg.childrenExtra);
  const dogsExtraCharge =
    Math.max(0, smallDogs - pkg.includedSmallDogs) *
      (weekend ? pkg.weekendSmallDogExtra : pkg.smallDogExtra) +
    Math.max(0, bigDogs - pkg.includedBigDogs) *
      (weekend ? pkg.weekendBigDogExtra : pkg.bigDogExtra);
  const picnicExtraCharge = picnic ? PICNIC_PRICE : 0;
  const addOnTotal = addOns.reduce((sum, a) => sum + a.price * a.quantity, 0);
  const totalPrice =
    (weekend ? pkg.weekendPrice : pkg.price) +
    peopleExtraCharge +
    childrenExtraCharge +
    dogsExtraCharge +
    picnicExtraCharge +
    addOnTotal;

  const slots = seasons.find((s) => s.startDate <= date && date <= s.endDate)?.timeSlot ?? [];
  const slot = ctx.rng.pick(slots.length > 0 ? slots : DEFAULT_SLOTS);
  const stripe = ctx.rng.chance(0.75);
  const state = PAYMENT_STATE[status]!;
  const hasCar = ctx.rng.chance(0.8);
  const driverIsCustomer = ctx.rng.chance(0.7);
  return {
    id: ctx.rng.id(),
    booking_id: `BK-${createdDay.replace(/-/g, '')}-${String(number).padStart(4, '0')}`,
    cart_id: `cart_${ctx.rng.id()}`,
    user_id: customer.id,
    package_id: pkg.id,
    title: pkg.title,
    status,
    order_status: state.order,
    payment_status: state.payment,
    payment_id: stripe
      ? `pi_${ctx.rng.id()}`
      : `S01-${ctx.rng.int(1_000_000, 9_999_999)}-${ctx.rng.int(1_000_000, 9_999_999)}`,
    payment_method: stripe ? 1 : 2,
    payment_getway_status: ctx.rng.pick(state.gateway),
    amount_received: status === BookingStatus.BOOKED ? totalPrice : 0,
    total_price: totalPrice,
    people,
    child,
    big_and_medium_dogs: bigDogs,
    small_dogs: smallDogs,
    total_dogs: dogs.length,
    first_name: customer.firstName,
    last_name: customer.lastName,
    english_first_name: customer.englishFirstName,
    english_last_name: customer.englishLastName,
    car_person_first_name: hasCar ? (driverIsCustomer ? customer.firstName : '家族') : '',
    car_person_last_name: hasCar ? customer.lastName : '',
    car_person_mobile_number: hasCar && driverIsCustomer ? customer.phone : '',
    car_number: hasCar
      ? `${ctx.rng.pick(PLATES)} ${ctx.rng.int(300, 599)} ${ctx.rng.pick(KANA)} ${ctx.rng.int(10, 99)}-${ctx.rng.int(10, 99)}`
      : '',
    email: customer.email,
    mobile_number: customer.phone,
    state: customer.state,
    district: customer.district,
    city: customer.city,
    pincode: customer.pincode,
    apartment: customer.apartment,
    date,
    start_time: slot.startTime,
    end_time: slot.endTime,
    time_slot: `${slot.startTime}-${slot.endTime}`,
    arrival_time: minus(slot.startTime, ctx.rng.pick([0, 15, 30])),
    bbq: pkg.title.includes('BBQ') ? 1 : 2,
    picnic: picnic ? 1 : 2,
    add_ons: JSON.stringify(addOns),
    cart_add_on: JSON.stringify(addOns),
    user_dogs: JSON.stringify(
      dogs.map(({ dogName, breedName, size }) => ({ dogName, breedName, size })),
    ),
    has_dog: dogs.length > 0 ? 1 : 2,
    people_extra_charge: peopleExtraCharge,
    children_extra_charge: childrenExtraCharge,
    picnic_extra_charge: picnicExtraCharge,
    dogs_extra_charge: dogsExtraCharge,
    cancelled_at:
      status === BookingStatus.CANCELLED
        ? `${dayOffset(ctx, Math.min(0, createdOffset + ctx.rng.int(0, 3)))}T23:30:00+09:00`
        : null,
    created_at: `${createdDay}T${two(ctx.rng.int(7, 23))}:${two(ctx.rng.int(0, 59))}:${two(ctx.rng.int(0, 59))}+09:00`,
  };
}

/**
 * About 300 × scale bookings of the active packages by the seeded customers, visits over the last
 * 60 and next 30 days, in every status (mostly booked). Inserted in chunks; seedIfEmpty vacuums
 * and analyses the table once the seed is committed (PGlite has no autovacuum).
 */
export async function seedBookings(ctx: SeedContext, customers: SeededCustomer[]): Promise<void> {
  const packages = await readPackages(ctx);
  if (packages.length === 0 || customers.length === 0) return;
  const seasons = await readSeasons(ctx);
  const sequence = new Map<string, number>();
  const total = Math.max(1, Math.round(BOOKINGS_PER_SCALE * ctx.scale));
  let columns: string[] = [];
  for (let start = 0; start < total; start += CHUNK) {
    const rows: unknown[][] = [];
    for (let i = start; i < Math.min(total, start + CHUNK); i++) {
      const row = booking(ctx, ctx.rng.pick(packages), ctx.rng.pick(customers), seasons, sequence);
      columns = Object.keys(row);
      rows.push(Object.values(row));
    }
    await insertMany(ctx.db, 'bookings', columns, rows, CHUNK);
  }
}
