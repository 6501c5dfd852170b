import { Type, type TSchema } from '@sinclair/typebox';

/** Shared pieces of route schemas. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * A flag the contract codes as 1 or 2, with its meaning in the description and, where a body has
 * one, its default. A plain argument rather than a spread of another schema: TypeBox's symbol keys
 * would then have to be named in the declarations `tsc -b` emits.
 */
export const OneOrTwo = (description: string, defaultValue?: 1 | 2) =>
  Type.Integer({
    minimum: 1,
    maximum: 2,
    description,
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
  });

export const ActiveStatus = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description: '1 = active, 2 = inactive',
});

export const DateString = (description?: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}',
    maxLength: 40,
    description: description ?? 'YYYY-MM-DD (an ISO timestamp is accepted; its date part is used)',
  });

export const TimeString = (description?: string) =>
  Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: description ?? 'HH:mm' });

export const UpdatedAt = Type.Optional(
  Type.String({
    maxLength: 40,
    format: 'date-time',
    description: 'The updatedAt the client read; an older value than stored is refused with 409',
  }),
);

export const Timestamps = {
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Boolean(), statusCode: Type.Integer(), message: Type.String(), data });

export const ListEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    status: Type.Boolean(),
    statusCode: Type.Integer(),
    message: Type.String(),
    results: Type.Array(item),
    meta: Type.Object({ total: Type.Integer(), pageNo: Type.Integer(), pageSize: Type.Integer() }),
  });

export const NullEnvelope = Envelope(Type.Null());
