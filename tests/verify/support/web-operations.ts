// The web admin's queries (web/src/features/**/*.graphql) as a load mix: each with the fragments
// it spreads, valid against the schema, its required variables filled with real ids.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  getNamedType,
  isInputType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  print,
  typeFromAST,
  validate,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { gql, type GqlAnswer } from './graphql';
import { ROOT } from './processes';
import { sampleInput } from './schema';

export interface MixOperation {
  name: string;
  body: string;
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

function spreads(node: DefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/** The operation and every fragment it reaches, as one document. */
function documentOf(op: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>) {
  const needed = new Map<string, FragmentDefinitionNode>();
  const queue = spreads(op);
  while (queue.length > 0) {
    const name = queue.pop()!;
    const fragment = fragments.get(name);
    if (!fragment || needed.has(name)) continue;
    needed.set(name, fragment);
    queue.push(...spreads(fragment));
  }
  return { kind: Kind.DOCUMENT, definitions: [op, ...needed.values()] } as const;
}

/** Root list fields by the type of their items: `Package` → `packages`. */
export function listFieldsByItemType(schema: GraphQLSchema): Map<string, string> {
  const out = new Map<string, string>();
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const page = getNamedType(field.type);
    if (!isObjectType(page)) continue;
    const items = page.getFields().items;
    if (!items || field.args.some((a) => isNonNullType(a.type))) continue;
    const item = getNamedType(items.type);
    if (isObjectType(item) && item.getFields().id && !out.has(item.name))
      out.set(item.name, field.name);
  }
  return out;
}

export interface Mix {
  operations: MixOperation[];
  skipped: string[];
}

/** Builds the mix and keeps the operations that answer without errors on this stack. */
export async function webQueryMix(schema: GraphQLSchema, url: string, token: string): Promise<Mix> {
  const definitions = graphqlFiles(join(ROOT, 'web', 'src', 'features')).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  );
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const queries = definitions.filter(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query',
  );
  const lists = listFieldsByItemType(schema);
  const ids = new Map<string, string | null>();
  const idOf = async (typeName: string): Promise<string | null> => {
    if (ids.has(typeName)) return ids.get(typeName)!;
    const field = lists.get(typeName);
    let id: string | null = null;
    if (field) {
      const answer: GqlAnswer<Record<string, { items: { id: string }[] }>> = await gql(
        url,
        `{ ${field}(query: { pageSize: 1 }) { items { id } } }`,
        {},
        token,
      );
      id = answer.data?.[field]?.items[0]?.id ?? null;
    }
    ids.set(typeName, id);
    return id;
  };

  const operations: MixOperation[] = [];
  const skipped: string[] = [];
  for (const op of queries) {
    const name = op.name?.value ?? 'anonymous';
    const document = documentOf(op, fragments);
    if (validate(schema, document).length > 0) {
      skipped.push(`${name} (not valid against schema/)`);
      continue;
    }
    const variables: Record<string, unknown> = {};
    for (const def of op.variableDefinitions ?? []) {
      const type = typeFromAST(schema, def.type);
      if (!type || !isInputType(type) || !isNonNullType(type) || def.defaultValue) continue;
      const varName = def.variable.name.value;
      if (getNamedType(type).name === 'ID') {
        // The id of the type the root field taking this variable returns.
        const root = op.selectionSet.selections.find(
          (s) =>
            s.kind === Kind.FIELD && s.arguments?.some((a) => print(a.value) === `$${varName}`),
        );
        const rootField =
          root?.kind === Kind.FIELD
            ? schema.getQueryType()?.getFields()[root.name.value]
            : undefined;
        variables[varName] = rootField ? await idOf(getNamedType(rootField.type).name) : null;
      } else {
        variables[varName] = sampleInput(type);
      }
    }
    const body = JSON.stringify({ operationName: name, query: print(document), variables });
    const probe = await gql(url, print(document), variables, token);
    if (probe.errors.length > 0) {
      skipped.push(`${name} (${probe.errors.map((e) => e.extensions?.code).join(',')})`);
      continue;
    }
    operations.push({ name, body });
  }
  return { operations, skipped };
}
