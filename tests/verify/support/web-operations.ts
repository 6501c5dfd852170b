// The web admin's queries (web/src/**/*.graphql) as a load mix: each with the fragments
// it spreads, valid against the schema, its required variables filled with real ids.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  getNamedType,
  isInputType,
  isNonNullType,
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
import { gql } from './graphql';
import { ROOT } from './processes';
import { SampleIds } from './sample-ids';
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

export interface Mix {
  operations: MixOperation[];
  skipped: string[];
}

/** Builds the mix and keeps the operations that answer without errors on this stack. */
export async function webQueryMix(schema: GraphQLSchema, url: string, token: string): Promise<Mix> {
  const definitions = graphqlFiles(join(ROOT, 'web', 'src')).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  );
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const queries = definitions.filter(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query',
  );
  const ids = new SampleIds(schema, url, token);

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
        // The root field taking this variable: its return type and the argument's name.
        const root = op.selectionSet.selections.find(
          (sel) =>
            sel.kind === Kind.FIELD && sel.arguments?.some((a) => print(a.value) === `$${varName}`),
        );
        const argument =
          root?.kind === Kind.FIELD
            ? root.arguments?.find((a) => print(a.value) === `$${varName}`)?.name.value
            : undefined;
        const rootField =
          root?.kind === Kind.FIELD
            ? schema.getQueryType()?.getFields()[root.name.value]
            : undefined;
        variables[varName] =
          rootField && argument
            ? await ids.forArgument(getNamedType(rootField.type).name, argument)
            : null;
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
