// A stub of the REST contract for the gateway benchmark: answers the season get call (and the
// health check) from memory, on keep-alive connections. `PORT` picks the port.
import { createServer } from 'node:http';

const season = {
  status: true,
  statusCode: 200,
  message: 'Success',
  data: {
    _id: 'bench-season',
    title: '冬季シーズン',
    isActive: 1,
    startDate: '2026-12-01',
    endDate: '2027-02-28',
    timeSlot: [
      { id: 'slot-1', startTime: '09:00', endTime: '12:00' },
      { id: 'slot-2', startTime: '13:00', endTime: '17:00' },
    ],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
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
