// `npm run contract:probe -- --rest <url> (--token <bearer> | --email <e> --password <p>)`:
// reads every READ endpoint of docs/product.md §7 through the gateway (never a write) and prints
// what a screen would get; exit code 1 when a screen would lose data, 2 on bad arguments.
import { parseArgs } from 'node:util';
import { formatReport, losesData, runProbe } from './probe.js';

const { values } = parseArgs({
  options: {
    rest: { type: 'string' },
    token: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'page-size': { type: 'string' },
  },
});

if (!values.rest || (!values.token && !(values.email && values.password))) {
  console.error(
    'usage: npm run contract:probe -- --rest <url> (--token <bearer> | --email <e> --password <p>) [--page-size 50]',
  );
  process.exit(2);
}

try {
  const reports = await runProbe({
    rest: values.rest,
    token: values.token,
    email: values.email,
    password: values.password,
    pageSize: values['page-size'] ? Number(values['page-size']) : undefined,
  });
  console.log(formatReport(reports));
  process.exit(losesData(reports) ? 1 : 0);
} catch (e) {
  console.error(`contract probe: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
