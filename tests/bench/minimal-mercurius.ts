// Reference row (d) of the gateway benchmark: the fastest common Node GraphQL stack, a minimal
// Mercurius server (fastify) with graphql-jit (`jit: 1`: an operation is compiled after its
// first run) and an undici Pool, with the same Season type and resolver as minimal-apollo.ts.
// `PORT` and `UPSTREAM` configure it.
import Fastify from 'fastify';
import mercurius, { type MercuriusContext } from 'mercurius';
import { Pool } from 'undici';

declare module 'mercurius' {
  interface MercuriusContext {
    authorization: string;
  }
}

const pool = new Pool(process.env.UPSTREAM!, { connections: 64 });

const schema = `
  type TimeSlot { id: ID! startTime: String! endTime: String! }
  type Season {
    id: ID!
    title: String!
    status: String!
    startDate: String!
    endDate: String!
    timeSlots: [TimeSlot!]!
    createdAt: String!
    updatedAt: String!
  }
  type Query { season(id: ID!): Season }
`;

interface RestSeason {
  _id: string;
  title: string;
  isActive: number;
  startDate: string;
  endDate: string;
  timeSlot: { id: string; startTime: string; endTime: string }[];
  createdAt: string;
  updatedAt: string;
}

const resolvers = {
  Query: {
    season: async (_: unknown, { id }: { id: string }, { authorization }: MercuriusContext) => {
      const path = `/api/v1/season/get/${encodeURIComponent(id)}`;
      const res = await pool.request({ method: 'GET', path, headers: { authorization } });
      const { data } = (await res.body.json()) as { data: RestSeason };
      return {
        id: data._id,
        title: data.title,
        status: data.isActive === 1 ? 'ACTIVE' : 'INACTIVE',
        startDate: data.startDate,
        endDate: data.endDate,
        timeSlots: data.timeSlot,
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      };
    },
  },
};

const app = Fastify();
await app.register(mercurius, {
  schema,
  resolvers,
  jit: 1,
  context: (request) => ({ authorization: request.headers.authorization ?? '' }),
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
