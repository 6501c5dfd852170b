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
if (!restBaseUrl) {
  // No upstream given: run the reference api on loopback. Browsers reach its files and signed
  // upload URLs through this gateway, so the api's public URL is the gateway's own.
  api = await startReferenceApi({
    port: Number(process.env.API_PORT || 4001),
    publicUrl: process.env.API_PUBLIC_URL || publicUrl,
  });
  restBaseUrl = api.url;
}

const gateway = await startGateway({ ...config, restBaseUrl, logger: log });
console.log(`gateway listening on ${gateway.url} (GraphQL at ${gateway.url}/graphql)`);
if (api?.signIn) console.log(api.signIn);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    gateway
      .close()
      .then(() => api?.stop())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
