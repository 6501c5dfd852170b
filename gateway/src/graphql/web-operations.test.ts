import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, type DefinitionNode } from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { postGraphql } from '../test-support/stack.js';
import { stubUpstream, type StubUpstream } from '../test-support/stub-upstream.js';

const WEB_SRC = fileURLToPath(new URL('../../../web/src/', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? graphqlFiles(join(dir, e.name))
      : e.name.endsWith('.graphql')
        ? [join(dir, e.name)]
        : [],
  );
}

/**
 * Every operation of the web app (its areas' and the generated records.graphql), with every
 * fragment it uses, through fragments too.
 */
function webOperations(): { name: string; document: string }[] {
  const definitions: DefinitionNode[] = graphqlFiles(WEB_SRC).flatMap(
    (f) => parse(readFileSync(f, 'utf8')).definitions,
  );
  const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return definitions.flatMap((d) => {
    if (d.kind !== Kind.OPERATION_DEFINITION || !d.name) return [];
    const parts = [print(d)];
    for (let grew = true; grew;) {
      const text = parts.join('\n');
      const more = fragments.filter(
        (f) => new RegExp(`\\.\\.\\.${f.name.value}\\b`).test(text) && !parts.includes(print(f)),
      );
      parts.push(...more.map((f) => print(f)));
      grew = more.length > 0;
    }
    return [{ name: d.name.value, document: parts.join('\n') }];
  });
}

const LIMIT = /limit of \d+ exceeded|Validation aborted/i;
const operations = webOperations();
let upstream: StubUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await stubUpstream((_req, res) => res.writeHead(503).end());
  gateway = await startGateway({
    restBaseUrl: upstream.url,
    port: 0,
    host: '127.0.0.1',
    production: true,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

describe('every operation of the web admin passes the query limits', () => {
  it.runIf(operations.length > 0).each(operations.map((o) => [o.name, o] as const))(
    '%s',
    async (_, op) => {
      const result = await postGraphql(gateway.url, op.document, undefined, {});
      expect(result.status).toBeLessThan(500);
      expect(result.errors.filter((e) => LIMIT.test(e.message))).toEqual([]);
      // The document is whole (every fragment it uses is there), so the limits judged all of it.
      expect(result.errors.filter((e) => /Unknown fragment/.test(e.message))).toEqual([]);
    },
  );
});
