import { readFileSync } from 'node:fs';
import { isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './schema.js';
import { domainReason, GATEWAY_REASONS, knownDomainCodes } from './domain-reasons.js';

// The reference api's own table of codes, as text (the gateway does not import api code).
const apiCodes = [
  ...readFileSync(new URL('../../../api/src/http/codes.ts', import.meta.url), 'utf8').matchAll(
    /^\s+[A-Z_]+: (\d+),$/gm,
  ),
].map((m) => Number(m[1]));

describe('REST domain code → DomainErrorReason (one table)', () => {
  const reasonType = buildSchema().getType('DomainErrorReason');
  const schemaReasons = isEnumType(reasonType) ? reasonType.getValues().map((v) => v.name) : [];

  it('knows every code of the reference api, and only those', () => {
    expect(apiCodes.length).toBeGreaterThan(30);
    expect(knownDomainCodes().sort()).toEqual([...apiCodes].sort());
  });

  it('maps each known code to its own reason of the schema, never OTHER', () => {
    const reasons = knownDomainCodes().map(domainReason);
    for (const reason of reasons) {
      expect(schemaReasons).toContain(reason);
      expect(reason).not.toBe('OTHER');
    }
    // Every reason but OTHER and the gateway's own is reachable from a code (the web has a
    // sentence for each).
    const own = new Set<string>(['OTHER', ...GATEWAY_REASONS]);
    expect(new Set(reasons)).toEqual(new Set(schemaReasons.filter((r) => !own.has(r))));
  });

  it.each([
    [5033, 'SEASON_IN_USE'],
    ['5033', 'SEASON_IN_USE'],
    [' 5300 ', 'DUPLICATE_FILE_NAME'],
    [5032, 'SLOTS_OVERLAP'],
    [5999, 'OTHER'],
    [0, 'OTHER'],
    ['abc', 'OTHER'],
    [null, 'OTHER'],
    [undefined, 'OTHER'],
  ])('%j → %s', (code, reason) => {
    expect(domainReason(code)).toBe(reason);
  });
});
