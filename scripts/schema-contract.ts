// The published GraphQL contract (contract/): what it holds, the schema as schema/ has it now,
// and the changes between the two (@graphql-inspector/core). Used by `npm run schema:publish`,
// `npm run schema:check` and tests/contract/breaking-changes.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLSchema,
} from 'graphql';

export const ROOT = resolve(import.meta.dirname, '..');
export const CONTRACT_DIR = join(ROOT, 'contract');
export const PUBLISHED_SDL = join(CONTRACT_DIR, 'published.graphql');
export const VERSION_FILE = join(CONTRACT_DIR, 'VERSION');
export const CHANGELOG = join(CONTRACT_DIR, 'CHANGELOG.md');

/** The schema as schema/ writes it now (generated patch inputs included), printed sorted. */
export function currentSdl(dir = join(ROOT, 'schema')): string {
  const sdl = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.graphql'))
    .map((e) => join(e.parentPath, e.name))
    .sort()
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  return `${printSchema(lexicographicSortSchema(buildSchema(sdl)))}\n`;
}

/** The published contract's SDL and version; null before the first publication. */
export function published(): { sdl: string; version: string } | null {
  if (!existsSync(PUBLISHED_SDL) || !existsSync(VERSION_FILE)) return null;
  return {
    sdl: readFileSync(PUBLISHED_SDL, 'utf8'),
    version: readFileSync(VERSION_FILE, 'utf8').trim(),
  };
}

/**
 * Whether the element a change is about (`Type`, `Type.field`, `Type.field.argument`,
 * `Enum.VALUE`, `Input.field`), or the field it belongs to, was `@deprecated` in `schema`.
 */
export function wasDeprecated(schema: GraphQLSchema, path: string | undefined): boolean {
  if (!path) return false;
  const [typeName, member, argument] = path.split('.');
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!type || !member) return false;
  if (isEnumType(type)) return Boolean(type.getValue(member)?.deprecationReason);
  if (isInputObjectType(type)) return Boolean(type.getFields()[member]?.deprecationReason);
  if (!isObjectType(type) && !isInterfaceType(type)) return false;
  const field = type.getFields()[member];
  if (!field) return false;
  if (field.deprecationReason) return true;
  return Boolean(argument && field.args.find((a) => a.name === argument)?.deprecationReason);
}

export interface ContractDiff {
  /** Every change, as @graphql-inspector/core names it. */
  changes: Change[];
  /** Breaking changes to elements that were not deprecated in the published contract. */
  breaking: Change[];
}

/** The changes from the published SDL to the current one; a breaking one is excused only by a deprecation. */
export async function contractDiff(
  publishedSdl: string,
  currentSdlText: string,
): Promise<ContractDiff> {
  const before = buildSchema(publishedSdl);
  const changes = await diff(before, buildSchema(currentSdlText));
  const breaking = changes.filter(
    (c) => c.criticality.level === CriticalityLevel.Breaking && !wasDeprecated(before, c.path),
  );
  return { changes, breaking };
}
