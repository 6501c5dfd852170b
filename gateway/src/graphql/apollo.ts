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
import { jitGateway } from './executor.js';
import { pageCostPlugin } from './page-cost.js';
import { buildSchema } from './schema.js';
import { withoutSuggestions } from './suggestions.js';

export interface ApolloOptions {
  production: boolean;
  /** Runs of an operation before it is compiled (config.ts). */
  compileAfterRuns: number;
  log: Logger;
  app: FastifyInstance;
}

/** The Apollo Server of the gateway with every protection on. */
export function createApollo({
  production,
  compileAfterRuns,
  log,
  app,
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
    // The schema, executed by graphql-jit (graphql/executor.ts) within Apollo's pipeline.
    gateway: jitGateway(buildSchema(), { compileAfterRuns }),
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
