// Issue 33, item 3: the published contract does not break silently. The current schema may add
// to it; a breaking change fails unless the element was @deprecated in the published contract.
import { describe, expect, it } from 'vitest';
import { contractDiff, currentSdl, published } from '../../scripts/schema-contract.ts';

const PUBLISHED = `
type Query {
  "A booking."
  booking(id: ID!): Booking
  bookings(status: String): [Booking!]
  old: String @deprecated(reason: "Use booking.")
  legacy(id: ID!, mode: String @deprecated(reason: "Ignored.")): String
}
type Booking { id: ID! status: Status! note: String @deprecated(reason: "Use notes.") }
enum Status { BOOKED PENDING GONE @deprecated(reason: "Never used.") }
`;

const edited = (from: string, to: string) => {
  if (!PUBLISHED.includes(from)) throw new Error(`no ${from}`);
  return PUBLISHED.replace(from, to);
};

describe('the published contract', () => {
  it('has no breaking change in the current schema (additions from other areas are fine)', async () => {
    const contract = published();
    expect(contract, 'contract/published.graphql and contract/VERSION').not.toBeNull();
    const { breaking } = await contractDiff(contract!.sdl, currentSdl());
    expect(breaking.map((c) => c.message)).toEqual([]);
  });
});

describe('the breaking-change check', () => {
  it.each([
    ['a removed field', 'status: Status!', ''],
    ['a field whose type changes', 'booking(id: ID!): Booking', 'booking(id: ID!): [Booking]'],
    [
      'a nullable field made non-null on input',
      'bookings(status: String)',
      'bookings(status: String!)',
    ],
    ['a removed enum value', 'BOOKED PENDING', 'PENDING'],
    ['a removed argument', 'bookings(status: String)', 'bookings'],
  ])('fails on %s', async (_, from, to) => {
    const { breaking } = await contractDiff(PUBLISHED, edited(from, to));
    expect(breaking.length).toBeGreaterThan(0);
  });

  it('passes on additions: a type, a root field, an optional argument, an enum value', async () => {
    const added = edited('old: String', 'added(by: String): Extra\n  old: String')
      .replace('bookings(status: String)', 'bookings(status: String, page: Int)')
      .replace('BOOKED PENDING', 'BOOKED PENDING CANCELLED')
      .concat('\ntype Extra { id: ID! }\n');
    const { breaking, changes } = await contractDiff(PUBLISHED, added);
    expect(breaking).toEqual([]);
    expect(changes.length).toBeGreaterThanOrEqual(4);
  });

  it('passes on removing what the published contract deprecated', async () => {
    const removed = edited('  old: String @deprecated(reason: "Use booking.")\n', '')
      .replace(' note: String @deprecated(reason: "Use notes.")', '')
      .replace(' GONE @deprecated(reason: "Never used.")', '')
      .replace(', mode: String @deprecated(reason: "Ignored.")', '');
    const { breaking, changes } = await contractDiff(PUBLISHED, removed);
    expect(changes.length).toBe(4);
    expect(breaking).toEqual([]);
  });
});
