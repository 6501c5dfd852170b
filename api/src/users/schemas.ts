import { Type, type Static } from '@sinclair/typebox';
import { OneOrTwo, Timestamps, UpdatedAt } from '../http/common-schemas.js';
import { ListQuerySchema } from '../http/list-query.js';

/** Roles of the users table; the contract calls the role `usertype`. */
export const UserRole = Type.Union(
  [Type.Literal('admin'), Type.Literal('staff'), Type.Literal('customer')],
  {
    description: 'admin, staff or customer',
  },
);
export type UserRole = Static<typeof UserRole>;

const Status = OneOrTwo('1 active, 2 inactive (the default)');
const YesNo = OneOrTwo('1 yes, 2 no');
const Text = (maxLength = 200) => Type.String({ maxLength });

export const DogDetail = Type.Object({
  dogName: Text(),
  breedName: Type.Optional(Text()),
  dateOfVaccine: Type.Optional(Text(40)),
  file: Type.Optional(Text(500)),
});

export const User = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  englishFirstName: Type.String(),
  englishLastName: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  phoneno: Type.String(),
  profilepic: Type.String({
    description: 'URL path of the profile picture, /api/v1/files/profile/<name>; "" for none',
  }),
  googleid: Type.String(),
  status: Type.Integer({ description: '1 active, 2 inactive' }),
  usertype: Type.String({ description: 'admin, staff or customer' }),
  pincode: Type.String(),
  state: Type.String(),
  district: Type.String(),
  city: Type.String(),
  apartment: Type.String(),
  hasDog: Type.Integer({ description: '1 yes, 2 no' }),
  dogDetailList: Type.Array(DogDetail),
  ...Timestamps,
});
export type User = Static<typeof User>;

export const UserListQuery = Type.Object({
  ...ListQuerySchema.properties,
  usertype: Type.Optional(UserRole),
  status: Type.Optional(Status),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserUpdateBody = Type.Object({
  _id: Type.String({ minLength: 1, maxLength: 64 }),
  email: Type.Optional(Text(254)),
  fullName: Type.Optional(Text()),
  firstName: Type.Optional(Text()),
  lastName: Type.Optional(Text()),
  englishFirstName: Type.Optional(Text()),
  englishLastName: Type.Optional(Text()),
  username: Type.Optional(Text(100)),
  phoneno: Type.Optional(Text(40)),
  mobileNumber: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'Same as phoneno (second user shape); phoneno wins',
    }),
  ),
  googleid: Type.Optional(Text()),
  status: Type.Optional(Status),
  usertype: Type.Optional(UserRole),
  pincode: Type.Optional(Text(20)),
  state: Type.Optional(Text()),
  district: Type.Optional(Text()),
  city: Type.Optional(Text()),
  apartment: Type.Optional(Text()),
  hasDog: Type.Optional(YesNo),
  dogDetailList: Type.Optional(Type.Array(DogDetail, { maxItems: 20 })),
  updatedAt: UpdatedAt,
});
export type UserUpdateBody = Static<typeof UserUpdateBody>;

export const RoleUserCreateBody = Type.Object({
  email: Type.Optional(Text(254)),
  fullName: Type.Optional(Text()),
  username: Type.Optional(Text(100)),
  phoneno: Type.Optional(Text(40)),
  password: Type.Optional(Text()),
  confirmPassword: Type.Optional(Text()),
  usertype: Type.Optional(
    Type.Union([Type.Literal('admin'), Type.Literal('staff')], {
      description: 'admin or staff (default staff)',
    }),
  ),
  status: Type.Optional(Status),
  firstName: Type.Optional(Text()),
  lastName: Type.Optional(Text()),
});
export type RoleUserCreateBody = Static<typeof RoleUserCreateBody>;

export const UpdatePasswordBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64, description: 'The user whose password is set' })),
  newPassword: Type.Optional(Text()),
  confirmPassword: Type.Optional(Text()),
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

export const UserCounts = Type.Object({
  totalUsers: Type.Integer(),
  activeUsers: Type.Integer(),
  inactiveUsers: Type.Integer(),
  admins: Type.Integer(),
  staff: Type.Integer(),
  customers: Type.Integer(),
});
export type UserCounts = Static<typeof UserCounts>;
