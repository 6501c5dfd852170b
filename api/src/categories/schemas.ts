import { Type, type Static } from '@sinclair/typebox';
import { ActiveStatus, Timestamps, UpdatedAt } from '../http/common-schemas.js';

export const CategoryAddBody = Type.Object({
  title: Type.String({ maxLength: 200 }),
  isActive: Type.Optional(ActiveStatus),
});
export type CategoryAddBody = Static<typeof CategoryAddBody>;

export const CategoryUpdateBody = Type.Object({
  _id: Type.String({ minLength: 1, maxLength: 64 }),
  title: Type.String({ maxLength: 200 }),
  isActive: Type.Optional(ActiveStatus),
  updatedAt: UpdatedAt,
});
export type CategoryUpdateBody = Static<typeof CategoryUpdateBody>;

export const Category = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  isActive: Type.Integer(),
  ...Timestamps,
});
export type Category = Static<typeof Category>;
