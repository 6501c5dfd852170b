import { isInputObjectType, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import { project } from '../graphql/patch-updates.js';

/** A record the REST server removes with another, as its create input (created again on restore). */
export interface Dependent {
  type: 'Availability' | 'Holiday';
  input: Record<string, unknown>;
}

const ALL = { page: 1, pageSize: 10_000 };

/** A package's availability periods and holidays (the REST server deletes them with it). */
export async function dependentsOf(
  type: string,
  id: string,
  context: GatewayContext,
  schema: GraphQLSchema,
): Promise<Dependent[]> {
  if (type !== 'Package') return [];
  const { sources } = context;
  const [periods, holidays] = await Promise.all([
    sources.availability.list(ALL, id),
    sources.holidays.list(ALL),
  ]);
  const full = await Promise.all(
    periods.items
      .filter((a) => a.get('packageId') === id)
      .map((a) => sources.availability.get(a.get('id'))),
  );
  return [
    ...full.map((a) => ({
      type: 'Availability' as const,
      input: asInput(a, 'AvailabilityInput', schema),
    })),
    ...holidays.items
      .filter((h) => h.get('packageId') === id)
      .map((h) => ({ type: 'Holiday' as const, input: asInput(h, 'HolidayInput', schema) })),
  ];
}

/** How many of each a package's delete removes (the delete confirmation names them). */
export async function dependentCounts(id: string, context: GatewayContext) {
  const { sources } = context;
  const [periods, holidays] = await Promise.all([
    sources.availability.list({ page: 1, pageSize: 10_000 }, id),
    sources.holidays.list(ALL),
  ]);
  return {
    availabilityPeriods: periods.items.filter((a) => a.get('packageId') === id).length,
    holidays: holidays.items.filter((h) => h.get('packageId') === id).length,
  };
}

function asInput(model: object, typeName: string, schema: GraphQLSchema): Record<string, unknown> {
  const type = schema.getType(typeName);
  if (!isInputObjectType(type)) throw new Error(`${typeName} is not an input type`);
  return project(model, type) as Record<string, unknown>;
}
