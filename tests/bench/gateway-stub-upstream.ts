// A stub of the REST contract for the gateway benchmark: answers the season get call (and the
// health check) from memory, on keep-alive connections. `PORT` picks the port.
import { createServer } from 'node:http';
// Node runs this file itself (type stripping), so the import names the .ts file.
import { restSeason } from './rest-season.ts';

const season = {
  status: true,
  statusCode: 200,
  message: 'Success',
  data: restSeason('bench-season', '冬季シーズン'),
};
const body = Buffer.from(JSON.stringify(season));
const health = Buffer.from('{"status":true,"statusCode":200,"message":"ok"}');

const server = createServer((req, res) => {
  const payload = req.url?.startsWith('/api/v1/season/get/')
    ? body
    : req.url === '/api/v1/health'
      ? health
      : null;
  if (!payload) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': payload.length,
  });
  res.end(payload);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
