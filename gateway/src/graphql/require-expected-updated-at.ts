import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import { badInput } from '../rest/errors.js';

/**
 * Every mutation that takes `expectedUpdatedAt` and `force` refuses a save with neither, with
 * BAD_USER_INPUT before any REST call: a save that does not say which version it edited would
 * silently overwrite a colleague's change. `force: true` is the explicit "overwrite anyway".
 * Returns the names of the guarded mutations.
 */
export function requireExpectedUpdatedAt(schema: GraphQLSchema): string[] {
  const guarded: string[] = [];
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const names = new Set(field.args.map((a) => a.name));
    if (!names.has('expectedUpdatedAt') || !names.has('force')) continue;
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args: Record<string, unknown>, context: GatewayContext, info) => {
      if (args.expectedUpdatedAt == null && args.force !== true) {
        throw badInput(context.requestId, [
          {
            field: 'expectedUpdatedAt',
            message:
              'expectedUpdatedAt is required (the updatedAt you read), or force: true to overwrite',
            reason: 'REQUIRED',
          },
        ]);
      }
      return resolve(source, args, context, info);
    };
    guarded.push(field.name);
  }
  return guarded;
}
