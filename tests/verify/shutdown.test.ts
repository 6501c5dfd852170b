import { describe, expect, it } from 'vitest';
import { apiShutdown, gatewayShutdown } from './checks/shutdown';
import type { Row } from './support/report';

const failed = (rows: Row[]) => rows.filter((r) => !r.ok);

// Real processes (`node --import tsx …/main.ts`), SIGTERM with a request in flight.
describe('graceful shutdown on SIGTERM', () => {
  it('api: finishes the in-flight request, refuses new connections, closes the database, exits 0', async () => {
    expect(failed(await apiShutdown())).toEqual([]);
  }, 180_000);

  it('gateway: finishes the in-flight query (its api still up), then stops the api it started, exits 0', async () => {
    expect(failed(await gatewayShutdown())).toEqual([]);
  }, 180_000);
});
