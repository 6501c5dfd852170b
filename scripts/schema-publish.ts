// `npm run schema:publish -- <version> "<summary>"`: prints the current schema, writes it as the
// published contract (contract/published.graphql, contract/VERSION) and adds the version's entry
// to contract/CHANGELOG.md, listing the changes since the last version (@graphql-inspector/core).
// A version with unexcused breaking changes must raise the major version.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { CriticalityLevel, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';
import {
  CHANGELOG,
  CONTRACT_DIR,
  PUBLISHED_SDL,
  VERSION_FILE,
  contractDiff,
  currentSdl,
  published,
} from './schema-contract.ts';

const [version, summary] = process.argv.slice(2);
const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
if (!version || !SEMVER.test(version) || !summary) {
  console.error('usage: npm run schema:publish -- <major.minor.patch> "<summary>"');
  process.exit(2);
}

const parts = (v: string) => (SEMVER.exec(v) ?? []).slice(1).map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
};

const sdl = currentSdl();
const before = published();
const HEADING: Record<CriticalityLevel, string> = {
  [CriticalityLevel.Breaking]: 'Breaking (deprecated first)',
  [CriticalityLevel.Dangerous]: 'Dangerous',
  [CriticalityLevel.NonBreaking]: 'Added or changed without breaking',
};
const listed = (changes: Change[]) =>
  Object.values(CriticalityLevel).flatMap((level) => {
    const of = changes.filter((c) => c.criticality.level === level);
    return of.length === 0
      ? []
      : [`### ${HEADING[level]}`, '', ...of.map((c) => `- ${c.message}`), ''];
  });

let body: string[];
if (before) {
  if (!newer(version, before.version)) {
    console.error(`schema: ${version} is not newer than the published ${before.version}`);
    process.exit(2);
  }
  const { changes, breaking } = await contractDiff(before.sdl, sdl);
  if (breaking.length > 0 && parts(version)[0] === parts(before.version)[0]) {
    console.error(`schema: ${breaking.length} breaking change(s): publish a new major version.`);
    for (const change of breaking) console.error(`  - ${change.message}`);
    process.exit(1);
  }
  body = changes.length === 0 ? ['No change to the schema.', ''] : listed(changes);
} else {
  const schema = buildSchema(sdl);
  const types = Object.keys(schema.getTypeMap()).filter((n) => !n.startsWith('__')).length;
  const roots = [schema.getQueryType(), schema.getMutationType()].map(
    (t) => Object.keys(t?.getFields() ?? {}).length,
  );
  body = [
    `First published contract: ${types} types, ${roots[0]} queries, ${roots[1]} mutations.`,
    '',
  ];
}

const day = new Date().toISOString().slice(0, 10);
const entry = [`## ${version} (${day})`, '', summary, '', ...body].join('\n');
const HEADER = [
  '# GraphQL contract changelog',
  '',
  "Each published version of the gateway's schema (`contract/published.graphql`, version in",
  '`contract/VERSION`), newest first. `npm test` fails on a breaking change to the published',
  'contract unless the element was `@deprecated` in it; `npm run schema:publish -- <version>',
  '"<summary>"` writes a new version and its entry, listing the changes found by',
  '`@graphql-inspector/core`.',
  '',
].join('\n');
const previous = existsSync(CHANGELOG)
  ? readFileSync(CHANGELOG, 'utf8').slice(HEADER.length).replace(/^\n+/, '')
  : '';
mkdirSync(CONTRACT_DIR, { recursive: true });
writeFileSync(PUBLISHED_SDL, sdl);
writeFileSync(VERSION_FILE, `${version}\n`);
writeFileSync(CHANGELOG, `${HEADER}\n${entry}\n${previous}`.replace(/\n+$/, '\n'));
process.stdout.write(sdl);
console.error(`schema: published ${version} (contract/published.graphql, contract/CHANGELOG.md)`);
