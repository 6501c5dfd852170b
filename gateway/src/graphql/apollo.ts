import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context.js';
import { armor, MAX_TOKENS } from './armor.js';
import { authGuardPlugin } from './auth-guard.js';
import { formatError, requestInfoPlugin } from './errors.js';
import { pageCostPlugin } from './page-cost.js';
import { buildSchema } from './schema.js';
import { withoutSuggestions } from './suggestions.js';

export interface ApolloOptions {
  production: boolean;
  log: Logger;
  app: FastifyInstance;
  /** false: mutations unrecorded (the audit bench's baseline only; see buildSchema). */
  auditTrail?: boolean;
}

/** The Apollo Server of the gateway with every protection on. */
export function createApollo({
  production,
  log,
  app,
  auditTrail = true,
}: ApolloOptions): ApolloServer<GatewayContext> {
  const protection = armor(production);
  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    fastifyApolloDrainPlugin(app),
    // No HTTP caching of an authenticated admin API, and no Apollo cloud reporting: without them
    // no plugin hooks every field, so resolvers run unwrapped (the hot path of every request).
    ApolloServerPluginCacheControlDisabled(),
    ApolloServerPluginInlineTraceDisabled(),
    ApolloServerPluginUsageReportingDisabled(),
    requestInfoPlugin(log),
    authGuardPlugin,
    pageCostPlugin,
    ...(protection.plugins as ApolloServerPlugin<GatewayContext>[]),
    production
      ? ApolloServerPluginLandingPageDisabled()
      : ApolloServerPluginLandingPageLocalDefault({
          includeCookies: true,
          embed: { runTelemetry: false },
        }),
  ];
  return new ApolloServer<GatewayContext>({
    // Executed by graphql-js. graphql-jit was removed (issue 17): the whole HTTP request of a
    // repeated Season query was only 1.21× faster with it (1 711 vs 1 419 req/s, p50 18 vs 20 ms,
    // one interleaved run, 3 × 6 s, 50 connections), under the 1.3× it had to earn.
    schema: buildSchema({ auditTrail }),
    plugins,
    validationRules: protection.validationRules,
    parseOptions: { maxTokens: MAX_TOKENS },
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM/SIGINT (gateway, then its api); Apollo's own handler would re-raise
    // the signal and end the process before the api it started is stopped.
    stopOnTerminationSignals: false,
    formatError: production ? (f, e) => withoutSuggestions(formatError(f, e)) : formatError,
    logger: log,
  });
}
