import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { gatewayOver } from '../../gateway/src/test-support/stub-gateway';
import { sendJson } from '../../gateway/src/test-support/stub-upstream';
import { createApolloClient } from '../../web/src/app/apolloClient';
import { onPartialData, type PartialData } from '../../web/src/components/errors/partialData';

/**
 * The web's Apollo client in front of the real gateway in front of a stub of the real backend:
 * one record with an odd field must not take the screen down. The query keeps its data (the odd
 * field is null), and the partial-data report names where the blank is.
 */

const season = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  title: `Season ${id}`,
  isActive: 1,
  startDate: '2026-12-01',
  endDate: '2027-02-28',
  timeSlot: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  ...extra,
});

const gateway = gatewayOver((req, res) => {
  if (req.url.startsWith('/api/v1/season/list')) {
    sendJson(res, 200, {
      status: true,
      message: 'ok',
      data: {
        results: [season('s1'), season('s2', { createdAt: 'last Tuesday' })],
        meta: { total: 2, pageNo: 1, pageSize: 10 },
      },
    });
  } else if (req.url.startsWith('/api/v1/season/get/')) {
    sendJson(res, 404, { status: false, message: 'Season not found' });
  } else {
    sendJson(res, 404, { status: false, message: `Cannot GET ${req.url}` });
  }
});

const client = () =>
  createApolloClient({
    uri: `${gateway.url}/graphql`,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('authorization', 'Bearer tool-token');
      return fetch(input, { ...init, headers });
    },
  });

describe('a record with one odd field, as the web reads it', () => {
  it('keeps the page and reports the blank field with its path and request id', async () => {
    const reports: PartialData[] = [];
    const stop = onPartialData((r) => reports.push(r));
    try {
      const result = await client().query({
        query: gql`
          query Seasons {
            seasons {
              items {
                id
                title
                createdAt
              }
            }
          }
        `,
      });
      const items = (result.data as { seasons: { items: Record<string, unknown>[] } }).seasons
        .items;
      expect(items.map((s) => s.title)).toEqual(['Season s1', 'Season s2']);
      expect(items[1]!.createdAt).toBeNull();
      expect(reports).toHaveLength(1);
      expect(reports[0]!.operationName).toBe('Seasons');
      expect(reports[0]!.paths).toEqual(['seasons.items.1.createdAt']);
      expect(reports[0]!.requestId).toMatch(/\S/);
    } finally {
      stop();
    }
  });

  it('a root field that failed as a whole is an error, not partial data', async () => {
    const reports: PartialData[] = [];
    const stop = onPartialData((r) => reports.push(r));
    try {
      const result = await client().query({
        query: gql`
          query Season {
            season(id: "missing") {
              id
            }
          }
        `,
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(reports).toEqual([]);
    } finally {
      stop();
    }
  });
});
