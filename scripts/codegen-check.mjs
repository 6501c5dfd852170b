// Fails when the generated files differ from what `npm run codegen` would write now.
import { execSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';

const targets = [
  'schema/__generated__/patches.graphql',
  'gateway/src/__generated__/resolvers-types.ts',
  'web/src/__generated__/records.graphql',
  'web/src/__generated__/graphql.ts',
  'web/src/__generated__/auth.ts',
  'web/src/__generated__/schema-enums.ts',
  'web/src/__generated__/possible-types.ts',
];
const before = targets.map((f) => (existsSync(f) ? readFileSync(f, 'utf8') : null));
execSync('npm run -s codegen', { stdio: 'inherit' });
const stale = targets.filter((f, i) => !existsSync(f) || readFileSync(f, 'utf8') !== before[i]);
if (stale.length > 0) {
  console.error(
    `Generated code was stale and has been regenerated: ${stale.join(', ')}. Commit it.`,
  );
  process.exit(1);
}
console.log('codegen: generated files are up to date');
