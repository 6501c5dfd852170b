import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { apiKeyResolvers } from '../apiKeys/resolvers.js';
import { auditResolvers } from '../audit/resolvers.js';
import { recordAudit } from '../audit/record.js';
import { authResolvers } from '../auth/resolvers.js';
import { availabilityResolvers } from '../availability/resolvers.js';
import { bookingImpactResolvers } from '../bookingImpact/resolvers.js';
import { bookingResolvers } from '../bookings/resolvers.js';
import { categoryResolvers } from '../categories/resolvers.js';
import { couponResolvers } from '../coupons/resolvers.js';
import { dashboardResolvers } from '../dashboard/resolvers.js';
import { dayBoardResolvers } from '../dayBoard/resolvers.js';
import { frontDeskResolvers } from '../frontDesk/resolvers.js';
import { galleryResolvers } from '../gallery/resolvers.js';
import { holidayResolvers } from '../holidays/resolvers.js';
import { newsResolvers } from '../news/resolvers.js';
import { packageResolvers } from '../packages/resolvers.js';
import { searchResolvers } from '../search/resolvers.js';
import { keepDeleted } from '../restore/keep.js';
import { followRedirects } from '../restore/redirects.js';
import { restoreResolvers } from '../restore/resolvers.js';
import { seasonResolvers } from '../seasons/resolvers.js';
import { settingsResolvers } from '../settings/resolvers.js';
import { uploadResolvers } from '../uploads/resolvers.js';
import { userResolvers } from '../users/resolvers.js';
import { reportLeftOutRecords } from './left-out-records.js';
import { idempotentCreates } from './idempotent-creates.js';
import { patchPlans } from './patch-updates.js';
import { requireExpectedUpdatedAt } from './require-expected-updated-at.js';
import { keepScalarDescriptions } from './scalar-descriptions.js';
import { scalars } from './scalars.js';

/** schema/ at the repository root: the one source of the GraphQL contract. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

/** Every `.graphql` file of schema/, its generated patch inputs (`__generated__/`) included. */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.graphql'))
    .map((e) => join(e.parentPath, e.name))
    .sort()
    .map((f) => readFileSync(f, 'utf8'));
}

const rootResolvers: Resolvers = {
  ...scalars,
  Query: { ping: () => true },
  Mutation: { ping: () => true },
};

/** Every area's resolvers; one line per area. */
export const areaResolvers: Resolvers[] = [
  rootResolvers,
  authResolvers,
  seasonResolvers,
  categoryResolvers,
  packageResolvers,
  availabilityResolvers,
  holidayResolvers,
  settingsResolvers,
  bookingResolvers,
  dashboardResolvers,
  dayBoardResolvers,
  frontDeskResolvers,
  bookingImpactResolvers,
  userResolvers,
  couponResolvers,
  galleryResolvers,
  newsResolvers,
  uploadResolvers,
  searchResolvers,
  restoreResolvers,
  apiKeyResolvers,
  auditResolvers,
];

/**
 * The executable schema. `auditTrail: false` leaves mutations unrecorded: only the audit bench
 * uses it (tests/bench/audit.bench.ts), to measure what recording costs an update.
 */
export function buildSchema(options: { auditTrail?: boolean } = {}): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: areaResolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  patchPlans(schema);
  idempotentCreates(schema);
  keepDeleted(schema);
  followRedirects(schema);
  requireExpectedUpdatedAt(schema);
  reportLeftOutRecords(schema);
  keepScalarDescriptions(schema);
  // Last, so the trail sees every refusal of the guards above (audit/record.ts).
  if (options.auditTrail !== false) recordAudit(schema);
  return schema;
}
