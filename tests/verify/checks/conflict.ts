// Two staff open the same package, both edit it, both save from their copy: the first save
// wins, the second is refused with CONFLICT (the gateway passes expectedUpdatedAt to REST as
// updatedAt) and the first's change is what is stored.
import { codesOf, gql } from '../support/graphql';
import { row, type Row } from '../support/report';
import type { VerifyStack } from '../support/stack';

interface PackageCopy {
  id: string;
  title: string;
  helpText: string;
  maxPeople: number;
  price: number | null;
  updatedAt: string;
}

/** What the form sends: the required fields from the copy, with the staff member's edit. */
const formOf = (copy: PackageCopy, edit: Partial<PackageCopy>) => ({
  title: copy.title,
  helpText: copy.helpText,
  maxPeople: copy.maxPeople,
  price: copy.price,
  ...edit,
});

const FIELDS = 'id title helpText maxPeople price updatedAt';
const READ = `query Pkg($id: ID!) { package(id: $id) { ${FIELDS} } }`;
const SAVE = `mutation Save($id: ID!, $input: PackagePatch!, $expectedUpdatedAt: DateTime) {
  updatePackage(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
    package { ${FIELDS} }
  }
}`;

export async function conflictCheck(stack: VerifyStack): Promise<Row[]> {
  const check = 'stale save';
  const list = await gql<{ packages: { items: { id: string }[] } }>(
    stack.url,
    '{ packages(query: { pageSize: 1 }) { items { id } } }',
    {},
    stack.token,
  );
  const id = list.data?.packages.items[0]?.id;
  if (!id) throw new Error(`no package to edit: ${list.text.slice(0, 200)}`);
  const read = async () =>
    (await gql<{ package: PackageCopy }>(stack.url, READ, { id }, stack.token)).data!.package;
  // Both staff load the form.
  const [copyA, copyB] = [await read(), await read()];
  const titleA = `${copyA.title.slice(0, 40)} (A ${Date.now()})`;
  const first = await gql<{ updatePackage: { package: PackageCopy } }>(
    stack.url,
    SAVE,
    { id, input: formOf(copyA, { title: titleA }), expectedUpdatedAt: copyA.updatedAt },
    stack.token,
  );
  const second = await gql(
    stack.url,
    SAVE,
    {
      id,
      input: formOf(copyB, { price: (copyB.price ?? 0) + 1 }),
      expectedUpdatedAt: copyB.updatedAt,
    },
    stack.token,
  );
  const stored = await read();
  const firstOk = first.errors.length === 0 && first.data?.updatePackage.package.title === titleA;
  const secondCodes = codesOf(second);
  const kept = stored.title === titleA && stored.price === copyA.price;
  return [
    row(check, "first staff's save", firstOk ? 'saved' : first.text.slice(0, 80), 'saved', firstOk),
    row(
      check,
      "second staff's save (stale copy)",
      secondCodes.join(',') || 'saved',
      'CONFLICT',
      secondCodes.join(',') === 'CONFLICT',
    ),
    row(check, "stored package is the first's", kept, 'true', kept),
  ];
}
