// What most teams would write: a minimal Apollo Server 5 with the same Season type, whose
// resolver calls the REST season get with the built-in fetch. `PORT` and `UPSTREAM` configure it.
// `CLIENT=pool` makes the resolver use an undici Pool instead (a reference row of the benchmark:
// the same minimal server with the REST client our gateway uses, and no other feature).
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { Pool } from 'undici';

const upstream = process.env.UPSTREAM!;
const pool = process.env.CLIENT === 'pool' ? new Pool(upstream, { connections: 64 }) : undefined;

async function getJson(path: string, authorization: string): Promise<unknown> {
  if (pool) {
    const res = await pool.request({ method: 'GET', path, headers: { authorization } });
    return res.body.json();
  }
  const res = await fetch(`${upstream}${path}`, { headers: { authorization } });
  return res.json();
}

const typeDefs = `#graphql
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

interface Context {
  authorization: string;
}

const resolvers = {
  Query: {
    season: async (_: unknown, { id }: { id: string }, { authorization }: Context) => {
      const path = `/api/v1/season/get/${encodeURIComponent(id)}`;
      const { data } = (await getJson(path, authorization)) as { data: RestSeason };
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

const server = new ApolloServer<Context>({ typeDefs, resolvers });
await startStandaloneServer(server, {
  listen: { port: Number(process.env.PORT), host: '127.0.0.1' },
  context: async ({ req }) => ({ authorization: req.headers.authorization ?? '' }),
});
console.log('ready');
