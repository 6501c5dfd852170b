// Our gateway as the benchmark runs it: everything on (auth, CSRF, limits, masking, logging to
// stdout, loaders), NODE_ENV=production. `PORT` and `UPSTREAM` configure it.
import { startGateway } from '../../gateway/src/server.js';

await startGateway({
  restBaseUrl: process.env.UPSTREAM!,
  port: Number(process.env.PORT),
  host: '127.0.0.1',
});
console.error('ready');
