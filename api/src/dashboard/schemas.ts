import { Type, type Static } from '@sinclair/typebox';

const DashboardDay = (description: string) =>
  Type.Optional(
    Type.String({
      pattern: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}/\\d{2}/\\d{4})?$',
      maxLength: 10,
      description: `${description}: YYYY-MM-DD or MM/DD/YYYY (the dashboard's own format), or empty`,
    }),
  );

export const DashboardQuery = Type.Object({
  startDate: DashboardDay('First visit day of the range (inclusive)'),
  endDate: DashboardDay('Last visit day of the range (inclusive)'),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

export const FigureParams = Type.Object({
  param: Type.Union([Type.Literal('count'), Type.Literal('total'), Type.Literal('summary')], {
    description: 'count: data.count; total: data.totalPrice; summary: both plus data.byStatus',
  }),
});
export type FigureParam = Static<typeof FigureParams>['param'];

export const GraphParams = Type.Object({
  param: Type.Union([Type.Literal('visitDate'), Type.Literal('bookingDate')], {
    description:
      'visitDate: days are visit days; bookingDate: days are the days the bookings were made (Asia/Tokyo)',
  }),
});
export type GraphParam = Static<typeof GraphParams>['param'];

const RangeEcho = {
  startDate: Type.Union([Type.String(), Type.Null()], {
    description: 'The range applied, YYYY-MM-DD; null for no bound',
  }),
  endDate: Type.Union([Type.String(), Type.Null()]),
};

export const ByStatus = Type.Object(
  {
    failed: Type.Integer(),
    booked: Type.Integer(),
    cancelled: Type.Integer(),
    pending: Type.Integer(),
  },
  { description: 'Bookings of every status with a visit day in the range (summary only)' },
);
export type ByStatus = Static<typeof ByStatus>;

export const Figures = Type.Object({
  count: Type.Optional(
    Type.Integer({ description: 'Booked bookings (status 2) with a visit day in the range' }),
  ),
  totalPrice: Type.Optional(Type.Integer({ description: 'Sum of their totalPrice, yen' })),
  byStatus: Type.Optional(ByStatus),
  ...RangeEcho,
});
export type Figures = Static<typeof Figures>;

export const GraphPoint = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD' }),
  count: Type.Integer({ description: 'Booked bookings that day' }),
  totalPrice: Type.Integer({ description: 'Their revenue, yen' }),
});
export type GraphPoint = Static<typeof GraphPoint>;

export const Graph = Type.Object({
  startDate: Type.String(),
  endDate: Type.String(),
  series: Type.Array(GraphPoint, {
    description: 'One point per day of the range, days without bookings included',
  }),
});

export const MonthPoint = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  count: Type.Integer(),
  totalPrice: Type.Integer(),
});
export type MonthPoint = Static<typeof MonthPoint>;

export const Months = Type.Object({
  startDate: Type.String(),
  endDate: Type.String(),
  months: Type.Array(MonthPoint, {
    description: 'One entry per calendar month touching the range, empty months included',
  }),
});

export const BalanceEnvelope = Type.Object({
  status: Type.Boolean(),
  statusCode: Type.Integer(),
  message: Type.String(),
  data: Type.Object({
    Balance: Type.Integer({ description: 'Wallet balance, yen' }),
    currency: Type.String(),
    updatedAt: Type.String(),
  }),
  meta: Type.Object({
    total: Type.Integer({ description: 'The same balance, for clients that read list meta' }),
  }),
});

/** The bare failure body of the balance route: only a message. */
export const MessageOnly = Type.Object({ message: Type.String() });
