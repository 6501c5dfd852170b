import type {
  StaffUser,
  UpdateUserInput,
  UserCounts,
  UserDog,
  UserDogInput,
  UserRole,
  UserSortField,
} from '../__generated__/resolvers-types.js';
import { addressColumn } from '../common/address.js';
import { statusCodec } from '../common/enums.js';
import { yesNoToRest } from '../common/yes-no.js';
import {
  blankNull,
  bool,
  code,
  id,
  int,
  mapped,
  omitNull,
  optDateTime,
  text,
} from '../rest/codecs.js';
import { childRecords } from '../rest/child-records.js';
import { ShapeError, type Rec } from '../rest/read.js';
import { table, wholeTable } from '../rest/table.js';
import { onGatewayOrigin } from '../uploads/urls.js';

const ROLES: Record<string, UserRole> = { admin: 'ADMIN', staff: 'STAFF', customer: 'CUSTOMER' };
const roleToRest = (role: UserRole): string => role.toLowerCase();

function roleOf(r: Rec, key: string): UserRole {
  const role = ROLES[r.str(key).trim().toLowerCase()];
  if (!role) throw new ShapeError(`user.${key} ${r.str(key)} is unknown`);
  return role;
}

/** Only the entries given: REST leaves the others as stored. */
export const given = (entries: [string, unknown][]) =>
  Object.fromEntries(entries.filter(([, v]) => v !== undefined && v !== null));

/** A stored file's URL on the gateway's origin, null when none. */
const fileUrlOf = (r: Rec, key: string): string | null =>
  r.optStr(key) ? onGatewayOrigin(r.str(key)) : null;

/** Sent only when given (an update writes what it has; REST keeps the rest). */
const sent = omitNull(text);

/** A dog of a user: an element of the user's `dogDetailList`, read whole; a write sends what it has. */
export const userDogTable = wholeTable<UserDog, UserDogInput>(
  { what: 'user.dogDetailList', type: 'UserDog', input: 'UserDogInput' },
  {
    name: { rest: 'dogName', codec: sent, writable: true },
    breed: { rest: 'breedName', codec: omitNull(blankNull), writable: true },
    vaccinationDate: { rest: 'dateOfVaccine', codec: omitNull(blankNull), writable: true },
    fileUrl: { rest: 'file', codec: omitNull(mapped(fileUrlOf)), writable: true },
  },
);

/** Users: the REST user record (/admin/…, /user/…), field by field. */
export const userTable = table<StaffUser, UpdateUserInput, UserSortField, 'history'>(
  {
    what: 'user',
    type: 'StaffUser',
    input: 'UpdateUserInput',
    sort: 'UserSortField',
    answered: ['history'],
  },
  {
    id: { rest: '_id', codec: id },
    email: { rest: 'email', codec: sent, required: true, writable: true, sortable: true },
    fullName: { rest: 'fullName', codec: sent, required: true, writable: true, sortable: true },
    firstName: { rest: 'firstName', codec: sent, required: true, writable: true },
    lastName: { rest: 'lastName', codec: sent, required: true, writable: true },
    englishFirstName: { rest: 'englishFirstName', codec: sent, required: true, writable: true },
    englishLastName: { rest: 'englishLastName', codec: sent, required: true, writable: true },
    username: { rest: 'username', codec: omitNull(blankNull), writable: true, sortable: true },
    phoneNumber: {
      rest: 'phoneno',
      codec: sent,
      required: true,
      writable: true,
      alsoNamed: ['mobileNumber'],
    },
    profilePictureUrl: { rest: 'profilepic', codec: mapped(fileUrlOf) },
    googleId: { rest: 'googleid', codec: omitNull(blankNull), writable: true },
    status: {
      rest: 'status',
      codec: code(statusCodec),
      required: true,
      writable: true,
      sortable: true,
    },
    role: {
      rest: 'usertype',
      codec: mapped<UserRole>(roleOf, (v) => (v ? roleToRest(v) : undefined)),
      required: true,
      writable: true,
      sortable: true,
    },
    // Its parts, fields of the user record (common/address.ts).
    address: { ...addressColumn, required: true, writable: true },
    hasDog: {
      rest: 'hasDog',
      codec: mapped<boolean>(bool.read, (v) => (v == null ? undefined : yesNoToRest(v))),
      required: true,
      writable: true,
    },
    dogs: {
      rest: 'dogDetailList',
      codec: childRecords(userDogTable),
      required: true,
      writable: true,
      elementErrors: userDogTable.fieldErrors,
    },
    createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
    updatedAt: { rest: 'updatedAt', codec: optDateTime, sortable: true },
  },
);

/** GET /admin/get/total/user_blog: the users screen's counts, read whole (any odd count fails all). */
export const userCountsTable = wholeTable<UserCounts>(
  { what: 'userCounts', type: 'UserCounts' },
  {
    total: { rest: 'totalUsers', codec: int },
    active: { rest: 'activeUsers', codec: int },
    inactive: { rest: 'inactiveUsers', codec: int },
    admins: { rest: 'admins', codec: int },
    staff: { rest: 'staff', codec: int },
    customers: { rest: 'customers', codec: int },
  },
);
