import type {
  ProfilePictureUpload,
  RoleUserInput,
  StaffUser,
  UpdateUserInput,
  UserCounts,
  UserRole,
} from '../__generated__/resolvers-types.js';
import { FormData } from 'undici';
import { addressFields, addressOf } from '../common/address.js';
import { statusCodec } from '../common/enums.js';
import { yesNoToRest } from '../common/yes-no.js';
import type { FieldMap } from '../rest/errors.js';
import { modelOf } from '../rest/model.js';
import { record, ShapeError, type Rec } from '../rest/read.js';
import { onGatewayOrigin } from '../uploads/urls.js';

const ROLES: Record<string, UserRole> = { admin: 'ADMIN', staff: 'STAFF', customer: 'CUSTOMER' };
export const roleToRest = (role: UserRole): string => role.toLowerCase();

function roleOf(r: Rec): UserRole {
  const role = ROLES[r.str('usertype').trim().toLowerCase()];
  if (!role) throw new ShapeError(`user.usertype ${r.str('usertype')} is unknown`);
  return role;
}

export const toUser = modelOf<StaffUser>(
  'user',
  {
    id: (r) => r.id(),
    email: (r) => r.text('email'),
    fullName: (r) => r.text('fullName'),
    firstName: (r) => r.text('firstName'),
    lastName: (r) => r.text('lastName'),
    englishFirstName: (r) => r.text('englishFirstName'),
    englishLastName: (r) => r.text('englishLastName'),
    username: (r) => r.optStr('username') || null,
    phoneNumber: (r) => r.text('phoneno'),
    profilePictureUrl: (r) =>
      r.optStr('profilepic') ? onGatewayOrigin(r.str('profilepic')) : null,
    googleId: (r) => r.optStr('googleid') || null,
    status: (r) => r.code(statusCodec, 'status'),
    role: (r) => roleOf(r),
    address: (r) => addressOf(r),
    hasDog: (r) => r.bool('hasDog'),
    dogs: (r) =>
      r.recs('dogDetailList').map((d) => ({
        name: d.text('dogName'),
        breed: d.optStr('breedName') || null,
        vaccinationDate: d.optStr('dateOfVaccine') || null,
        fileUrl: d.optStr('file') ? onGatewayOrigin(d.str('file')) : null,
      })),
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  [
    'email',
    'fullName',
    'firstName',
    'lastName',
    'englishFirstName',
    'englishLastName',
    'phoneNumber',
    'status',
    'role',
    'address',
    'hasDog',
    'dogs',
  ],
);

export function toUserCounts(raw: unknown): UserCounts {
  const r = record(raw, 'userCounts');
  return {
    total: r.int('totalUsers'),
    active: r.int('activeUsers'),
    inactive: r.int('inactiveUsers'),
    admins: r.int('admins'),
    staff: r.int('staff'),
    customers: r.int('customers'),
  };
}

/** Only the fields given: REST leaves the others as stored. */
const given = (entries: [string, unknown][]) =>
  Object.fromEntries(entries.filter(([, v]) => v !== undefined && v !== null));

export function updateUserBody(input: UpdateUserInput): Record<string, unknown> {
  return given([
    ['email', input.email],
    ['fullName', input.fullName],
    ['firstName', input.firstName],
    ['lastName', input.lastName],
    ['englishFirstName', input.englishFirstName],
    ['englishLastName', input.englishLastName],
    ['username', input.username],
    ['phoneno', input.phoneNumber],
    ['googleid', input.googleId],
    ['status', input.status ? statusCodec.toRest(input.status) : undefined],
    ['usertype', input.role ? roleToRest(input.role) : undefined],
    ['pincode', input.address?.postalCode],
    ['state', input.address?.prefecture],
    ['district', input.address?.district],
    ['city', input.address?.city],
    ['apartment', input.address?.apartment],
    ['hasDog', input.hasDog == null ? undefined : yesNoToRest(input.hasDog)],
    [
      'dogDetailList',
      input.dogs?.map((d) =>
        given([
          ['dogName', d.name],
          ['breedName', d.breed],
          ['dateOfVaccine', d.vaccinationDate],
          ['file', d.fileUrl],
        ]),
      ),
    ],
  ]);
}

export function roleUserBody(input: RoleUserInput): Record<string, unknown> {
  return given([
    ['email', input.email],
    ['fullName', input.fullName],
    ['username', input.username],
    ['phoneno', input.phoneNumber],
    ['password', input.password],
    ['confirmPassword', input.confirmPassword],
    ['usertype', input.role ? roleToRest(input.role) : undefined],
    ['status', input.status ? statusCodec.toRest(input.status) : undefined],
    ['firstName', input.firstName],
    ['lastName', input.lastName],
  ]);
}

/** The picture as a multipart form with one file part (and the user id when given). */
export function pictureForm(file: ProfilePictureUpload, userId?: string | null): FormData {
  const form = new FormData();
  if (userId) form.append('id', userId);
  form.append(
    'file',
    new Blob([Buffer.from(file.base64, 'base64')], { type: file.contentType }),
    file.fileName,
  );
  return form;
}

export const userFields: FieldMap = {
  phoneno: 'phoneNumber',
  mobileNumber: 'phoneNumber',
  googleid: 'googleId',
  usertype: 'role',
  hasDog: 'hasDog',
  dogDetailList: 'dogs',
  'dogDetailList.*.dogName': 'dogs.*.name',
  'dogDetailList.*.breedName': 'dogs.*.breed',
  'dogDetailList.*.dateOfVaccine': 'dogs.*.vaccinationDate',
  'dogDetailList.*.file': 'dogs.*.fileUrl',
  ...addressFields,
};

export const passwordFields: FieldMap = { id: 'userId' };
export const pictureFields: FieldMap = { id: 'userId', file: 'file' };
