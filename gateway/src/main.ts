import { randomBytes } from 'node:crypto';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startReferenceApi, type ReferenceApi } from './reference-api.js';
import { startGateway } from './server.js';

const config = loadConfig();
const log = createLogger(config.logLevel);
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
const publicUrl = `http://${shownHost}:${config.port}`;

let api: ReferenceApi | undefined;
let restBaseUrl = config.restBaseUrl;
let gatewaySecret = config.gatewaySecret;
if (!restBaseUrl) {
  // No upstream given: run the reference api on loopback. Browsers reach its files and signed
  // upload URLs through this gateway, so the api's public URL is the gateway's own. Without a
  // GATEWAY_SECRET, one is made for the two of them.
  gatewaySecret ??= randomBytes(32).toString('hex');
  api = await startReferenceApi({
    port: Number(process.env.API_PORT || 4001),
    publicUrl: process.env.API_PUBLIC_URL || publicUrl,
    gatewaySecret,
  });
  restBaseUrl = api.url;
}

if (!gatewaySecret)
  log.warn(
    'GATEWAY_SECRET is unset: the api counts every sign-in as coming from this gateway (set the same value on both)',
  );
const gateway = await startGateway({
  ...config,
  restBaseUrl,
  gatewaySecret,
  logger: log,
  openStoreAtStart: true,
});
const graphqlNote = config.production ? 'GraphQL' : 'GraphQL and Apollo Sandbox';
const rule = '─'.repeat(72);
console.log(
  [
    '',
    rule,
    `back office ready: open ${config.webUrl ?? gateway.url} (${graphqlNote} at ${gateway.url}/graphql)`,
    ...(api?.signIn ? [api.signIn] : []),
    config.logLevel === 'warn' || config.logLevel === 'error'
      ? 'request logs are off (LOG_LEVEL=info shows them); Ctrl+C stops'
      : 'Ctrl+C stops',
    rule,
  ].join('\n'),
);

/** Longest wait for in-flight requests on shutdown; orchestrators kill a little later (30 s). */
const SHUTDOWN_DEADLINE_MS = 25_000;

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // New connections are refused at once; in-flight requests finish; idle keep-alive connections,
    // the REST pool and Redis are closed; then the api this process started (if any) is stopped.
    gateway
      .close()
      .then(() => api?.stop())
      .then(
        () => {
          log.info('gateway stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
