// Benchmark of safe writes ("Writes that lose nothing"), on the real reference api with the
// gateway in front (the gateway's test stack, one process), one client at a time:
//   - a one-field season patch through the gateway: its REST calls (the stored season read, then
//     the write) and its p50, beside the p50 of the same update sent whole and of the REST read
//     it adds, alternated in one run;
//   - restoring a deleted package with 10 availability periods and 5 holidays (target ≤ 500 ms).
import { startStack, type Stack } from '../../gateway/src/test-support/stack';
import { selectionOf, withoutIds } from '../../gateway/src/test-support/selection';
import { buildSchema } from '../../gateway/src/graphql/schema';
import type { GraphQLInputObjectType, GraphQLObjectType } from 'graphql';
import { type BenchRow, median, timed } from './bench-rows';

const ROUNDS = 200;
const RESTORES = 5;

function must<T>(result: { data: T | null; errors: unknown[] }): T {
  if (result.errors.length > 0 || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

const UPDATE = `mutation U($id: ID!, $input: SeasonPatch!) {
  updateSeason(id: $id, input: $input, force: true) { season { id title } }
}`;

async function patchRows(stack: Stack): Promise<BenchRow[]> {
  const season = must(
    await stack.gql<{
      seasons: {
        items: {
          id: string;
          title: string;
          status: string;
          startDate: string;
          endDate: string;
          timeSlots: { id: string; startTime: string; endTime: string }[];
        }[];
      };
    }>(
      '{ seasons(query: { pageSize: 1 }) { items { id title status startDate endDate timeSlots { id startTime endTime } } } }',
    ),
  ).seasons.items[0]!;
  const { id: _id, ...whole } = season;
  const patch: number[] = [];
  const full: number[] = [];
  const read: number[] = [];
  let calls = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const [a, one] = await timed(() =>
      stack.gql(UPDATE, { id: season.id, input: { title: season.title } }),
    );
    must(one);
    calls = Number(one.headers.get('x-upstream-calls'));
    const [b, all] = await timed(() => stack.gql(UPDATE, { id: season.id, input: whole }));
    must(all);
    const [c] = await timed(() => stack.rest(`/season/get/${season.id}`));
    patch.push(a);
    full.push(b);
    read.push(c);
  }
  return [
    {
      name: 'one-field update: REST calls (stored read + write)',
      value: calls,
      unit: 'calls',
      target: '≤ 2',
      pass: calls <= 2,
    },
    { name: 'one-field update p50 (gateway)', value: median(patch), unit: 'ms' },
    { name: 'whole-record update p50 (gateway)', value: median(full), unit: 'ms' },
    {
      name: 'the read a patch adds: REST get p50 (direct)',
      value: median(read),
      unit: 'ms',
      target: '≤ 2',
      pass: median(read) <= 2,
    },
  ];
}

async function restoreRows(stack: Stack): Promise<BenchRow[]> {
  const schema = buildSchema();
  const fields = selectionOf(
    schema.getType('PackageInput') as GraphQLInputObjectType,
    schema.getType('Package') as GraphQLObjectType,
  );
  const seededId = must(
    await stack.gql<{ packages: { items: { id: string }[] } }>('{ packages { items { id } } }'),
  ).packages.items[0]!.id;
  const seeded = must(
    await stack.gql<{ package: Record<string, unknown> }>(
      `query P($id: ID!) { package(id: $id) { ${fields} } }`,
      { id: seededId },
    ),
  ).package;
  const times: number[] = [];
  let notRestored = 0;
  for (let r = 0; r < RESTORES; r++) {
    const id = must(
      await stack.gql<{ createPackage: { package: { id: string } } }>(
        'mutation C($input: PackageInput!) { createPackage(input: $input) { package { id } } }',
        { input: { ...(withoutIds(seeded) as object), title: `復元ベンチ${r}` } },
      ),
    ).createPackage.package.id;
    for (let i = 0; i < 10; i++) {
      const day = `2032-${String(r + 1).padStart(2, '0')}-${String(i * 2 + 1).padStart(2, '0')}`;
      must(
        await stack.gql(
          'mutation A($input: AvailabilityInput!) { createAvailability(input: $input) { availability { id } } }',
          { input: { packageId: id, startDate: day, endDate: day, inventory: 3 } },
        ),
      );
    }
    for (let i = 0; i < 5; i++) {
      const day = `2032-${String(r + 1).padStart(2, '0')}-${String(i * 2 + 2).padStart(2, '0')}`;
      must(
        await stack.gql(
          'mutation H($input: HolidayInput!) { createHoliday(input: $input) { holiday { id } } }',
          { input: { title: '休業', packageId: id, date: day } },
        ),
      );
    }
    const restoreId = must(
      await stack.gql<{ deletePackage: { restoreId: string } }>(
        'mutation D($id: ID!) { deletePackage(id: $id) { restoreId } }',
        { id },
      ),
    ).deletePackage.restoreId;
    const [ms, answer] = await timed(() =>
      stack.gql<{ restoreDeleted: { notRestored: string[] } }>(
        'mutation R($r: ID!) { restoreDeleted(restoreId: $r) { notRestored } }',
        { r: restoreId },
      ),
    );
    notRestored += must(answer).restoreDeleted.notRestored.length;
    times.push(ms);
  }
  return [
    {
      name: 'restore a package with 10 periods and 5 holidays (median of 5)',
      value: median(times),
      unit: 'ms',
      target: '≤ 500',
      pass: median(times) <= 500 && notRestored === 0,
    },
  ];
}

export default async function bench(): Promise<BenchRow[]> {
  const stack = await startStack();
  try {
    return [...(await patchRows(stack)), ...(await restoreRows(stack))];
  } finally {
    await stack.close();
  }
}
