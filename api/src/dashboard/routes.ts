import type { ApiApp } from '../http/app-types.js';
import { Envelope } from '../http/common-schemas.js';
import { ok } from '../http/envelope.js';
import { dashboardRange, graphRange, monthRange } from './range.js';
import { bookedFigures, dailySeries, monthlyTotals, summary } from './repo.js';
import {
  BalanceEnvelope,
  DashboardQuery,
  FigureParams,
  Figures,
  Graph,
  GraphParams,
  MessageOnly,
  Months,
} from './schemas.js';
import { getWalletBalance } from './wallet.js';

const tags = ['dashboard'];
const config = { errorStyle: 'property' as const };
const SEMANTICS =
  'Figures count Booked bookings (status 2) only: Failed, Cancelled and Pending (not yet paid) bookings are neither counted nor ' +
  'part of the revenue (totalPrice). Ranges are inclusive visit days; a start after the end is refused with 5102.';

export async function dashboardRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/dashboard/:param',
    {
      config,
      schema: {
        tags,
        summary: 'Booking count and revenue for the range (count, total or summary)',
        description: `${SEMANTICS} Empty bounds leave the range open (no dates: all time).`,
        params: FigureParams,
        querystring: DashboardQuery,
        response: { 200: Envelope(Figures) },
      },
    },
    async (request) => {
      const range = dashboardRange(request.query);
      const { param } = request.params;
      const echo = { startDate: range.startDate ?? null, endDate: range.endDate ?? null };
      if (param === 'summary') return ok({ ...(await summary(app.db, range)), ...echo });
      const figures = await bookedFigures(app.db, range);
      if (param === 'count') return ok({ count: figures.count, ...echo });
      return ok({ totalPrice: figures.totalPrice, ...echo });
    },
  );

  app.get(
    '/dashboard/graph/:param',
    {
      config,
      schema: {
        tags,
        summary: 'Per-day series of booked bookings and revenue over the range',
        description: `${SEMANTICS} The end defaults to today (Asia/Tokyo) and the start to 30 days up to the end; at most 366 days (5103).`,
        params: GraphParams,
        querystring: DashboardQuery,
        response: { 200: Envelope(Graph) },
      },
    },
    async (request) => {
      const range = graphRange(request.query);
      return ok({ ...range, series: await dailySeries(app.db, request.params.param, range) });
    },
  );

  app.get(
    '/dashboard/search/month',
    {
      config,
      schema: {
        tags,
        summary: 'Monthly totals of booked bookings and revenue by visit day',
        description: `${SEMANTICS} The end defaults to today (Asia/Tokyo) and the start to the first day of the 12th month back; at most 60 months (5103).`,
        querystring: DashboardQuery,
        response: { 200: Envelope(Months) },
      },
    },
    async (request) => {
      const range = monthRange(request.query);
      return ok({ ...range, months: await monthlyTotals(app.db, range) });
    },
  );

  app.get(
    '/airports/getApiBalance',
    {
      schema: {
        tags,
        summary: 'Wallet balance of the external API account: data.Balance and meta.total',
        description:
          'When no balance is recorded the answer is 503 with a body of only {message} (no status, statusCode or data).',
        response: { 200: BalanceEnvelope, 503: MessageOnly },
      },
    },
    async (_request, reply) => {
      const wallet = await getWalletBalance(app.db);
      if (!wallet)
        return reply.status(503).send({ message: 'The wallet balance is not available' });
      return {
        status: true,
        statusCode: 200,
        message: 'Success',
        data: { Balance: wallet.balance, currency: wallet.currency, updatedAt: wallet.updatedAt },
        meta: { total: wallet.balance },
      };
    },
  );
}
