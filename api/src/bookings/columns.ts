/** The booking row as the contract names it (see schemas.ts Booking). */
export const BOOKING_SELECT = `id AS "_id", booking_id AS "bookingId", cart_id AS "cartId", user_id AS "userId",
  package_id AS "packageID", title, status, order_status, payment_status, payment_id,
  payment_method AS "paymentMethod", payment_getway_status, amount_received, total_price AS "totalPrice",
  people, child, big_and_medium_dogs AS "bigAndMediumDogs", small_dogs AS "smallDogs", total_dogs AS "totalDogs",
  first_name AS "firstName", last_name AS "lastName", english_first_name AS "englishFirstName",
  english_last_name AS "englishLastName", car_person_first_name AS "carPersonFirstName",
  car_person_last_name AS "carPersonLastName", car_person_mobile_number AS "carPersonMobileNumber",
  car_number AS "carNumber", email, mobile_number AS "mobileNumber", state, district, city, pincode, apartment,
  to_char(date, 'YYYY-MM-DD') AS "date", start_time AS "startTime", end_time AS "endTime", time_slot AS "timeSlot",
  arrival_time AS "arrivalTime", bbq, picnic, add_ons AS "addOns", cart_add_on AS "cartAddOn", user_dogs, has_dog AS "hasDog",
  people_extra_charge AS "peopleExtraCharge", children_extra_charge AS "childrenExtraCharge",
  picnic_extra_charge AS "picnicExtraCharge", dogs_extra_charge AS "dogsExtraCharge", cancelled_at AS "cancelledAt",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/**
 * Public sort column → SQL column. Every one is NOT NULL and has a (column, id) index. Qualified
 * with the table: in ORDER BY a bare `date` would name the to_char output column "date" above,
 * which no index can serve.
 */
export const BOOKING_SORT_COLUMNS: Record<string, string> = {
  date: 'bookings.date',
  createdAt: 'bookings.created_at',
  totalPrice: 'bookings.total_price',
  bookingId: 'bookings.booking_id',
  status: 'bookings.status',
  title: 'bookings.title',
};
