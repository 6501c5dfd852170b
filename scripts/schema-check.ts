// `npm run schema:check` (part of `npm run check`): fails on a breaking change between the
// published contract (contract/published.graphql) and schema/, unless the element was deprecated.
import { contractDiff, currentSdl, published } from './schema-contract.ts';

const contract = published();
if (!contract) {
  console.log(
    'schema: no published contract yet (npm run schema:publish -- <version> "<summary>")',
  );
} else {
  const { changes, breaking } = await contractDiff(contract.sdl, currentSdl());
  if (breaking.length > 0) {
    console.error(
      `schema: ${breaking.length} breaking change(s) against contract ${contract.version}:`,
    );
    for (const change of breaking) console.error(`  - ${change.message}`);
    console.error('Deprecate first (@deprecated), publish, and remove in a later major version.');
    process.exit(1);
  }
  console.log(
    `schema: no breaking change against contract ${contract.version} (${changes.length} change(s) since)`,
  );
}
