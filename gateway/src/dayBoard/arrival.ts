import { bookingReaders } from '../bookings/normalise.js';
import type { ArrivalModel } from '../models.js';
import { modelOf, type Readers } from '../rest/model.js';

const r = bookingReaders;

/**
 * A REST booking → the day board's arrival: the row's fields and what places the booking on the
 * board, read as a booking's fields are (the same readers), each when first asked for. Only what
 * places it is guaranteed: a booking whose package, day, status or number cannot be read is left
 * out of its page; an odd name, count or add-on fails that field alone.
 */
export const toArrival = modelOf<ArrivalModel>(
  'booking',
  {
    id: r.id,
    bookingNumber: r.bookingNumber,
    status: r.status,
    paymentStatus: r.paymentStatus,
    firstName: r.firstName,
    lastName: r.lastName,
    englishFirstName: r.englishFirstName,
    englishLastName: r.englishLastName,
    people: r.people,
    children: r.children,
    bigAndMediumDogs: r.bigAndMediumDogs,
    smallDogs: r.smallDogs,
    totalDogs: r.totalDogs,
    addOns: r.addOns,
    bbq: r.bbq,
    picnic: r.picnic,
    arrivalTime: r.arrivalTime,
    mobileNumber: r.mobileNumber,
    packageId: r.packageId,
    packageTitle: r.packageTitle,
    date: r.date,
    startTime: r.startTime,
    endTime: r.endTime,
    timeSlot: r.timeSlot,
  } satisfies Readers<ArrivalModel>,
  ['bookingNumber', 'status', 'packageId', 'packageTitle', 'date'],
);
