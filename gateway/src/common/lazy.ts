import type DataLoader from 'dataloader';
import type { GatewayContext } from '../context.js';
import type { Loaders } from '../loaders.js';

/** The loaders of the request by name, and what each loads. */
type LoaderName = {
  [K in keyof Loaders]: Loaders[K] extends DataLoader<string, unknown> ? K : never;
}[keyof Loaders];
type Loaded<L extends LoaderName> = Loaders[L] extends DataLoader<string, infer T> ? T : never;

/**
 * Field resolvers for a type handed on as a reference (id and title): a field the reference
 * lacks is read from the full record, loaded by id through the request's DataLoader, so a
 * client selecting only `id` and `title` costs no REST call.
 */
export function lazyFields<L extends LoaderName, K extends keyof Loaded<L> & string>(
  loader: L,
  fields: readonly K[],
) {
  type Full = Loaded<L>;
  type Parent = Partial<Full> & { id: string };
  const resolvers = {} as {
    [F in K]: (
      parent: Parent,
      args: unknown,
      context: GatewayContext,
    ) => Full[F] | Promise<Full[F]>;
  };
  for (const field of fields) {
    resolvers[field] = (parent, _args, context) => {
      const known = parent[field];
      if (known !== undefined) return known as Full[typeof field];
      const load = context.loaders[loader] as DataLoader<string, Full>;
      return load.load(parent.id).then((full) => full[field]);
    };
  }
  return resolvers;
}
