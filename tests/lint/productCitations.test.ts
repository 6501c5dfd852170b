import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: what the product does is described in docs/product.md, and code
 * cites it by section (`docs/product.md §5`), never a specification file a clone does not have.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PRODUCT = path.join(ROOT, 'docs/product.md');
const SELF = path.resolve(import.meta.filename);

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|graphql|sql|md)$/;
const SKIP_DIRS = new Set(['node_modules', '.git', '__generated__', 'dist', 'data', 'coverage']);

/**
 * References to the outside specification: "spec section 2", "the spec's section 7", "(section 9)"
 * after "spec", its path, and prose about it ("the spec's order", "the spec message", "Spec: …",
 * "the spec does not show …").
 * A variable named `spec` is not one.
 */
const OUTSIDE_SPEC: readonly RegExp[] = [
  /\bspec(?:'s)?[\s*/]+sections?\s+\d/i,
  /\bsections?\s+\d+(?:\s+and\s+\d+)?\s+of\s+the\s+(?:product\s+)?spec\b/i,
  /\bspec\b[^\n]{0,80}\(sections?\s+\d+\)/i,
  /PRODUCT-SPEC|shared\/spec\//,
  /\bthe\s+spec\s+(?:does|has|gives|loads|refuses|names|fixes)\b/i,
  /\bspec's\b/i,
  /\bspec\s+(?:messages?|order|rules?)\b/i,
  /\bSpec:\s/,
];

/** `docs/product.md §5`, `docs/product.md §1 and §2`: every section number cited. */
const CITATION = /docs\/product\.md\s*((?:§\s*\d+(?:\s*(?:,|and|or|&)\s*)?)+)/g;

const citesOutsideSpec = (text: string): boolean =>
  OUTSIDE_SPEC.some((pattern) => pattern.test(text));

/** The section numbers a text cites in docs/product.md. */
const citedSections = (text: string): number[] =>
  [...text.matchAll(CITATION)].flatMap((m) => [...m[1]!.matchAll(/\d+/g)].map((n) => Number(n[0])));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && full !== SELF ? [full] : [];
  });
}

/** Where a file cites the outside specification: a line, or a line with the one before it. */
function outsideCitations(file: string): string[] {
  const all = readFileSync(file, 'utf8').split('\n');
  return all.flatMap((line, i) => {
    const prev = all[i - 1] ?? '';
    const cites =
      citesOutsideSpec(line) || (!citesOutsideSpec(prev) && citesOutsideSpec(`${prev}\n${line}`));
    return cites ? [`${path.relative(ROOT, file)}:${i + 1}`] : [];
  });
}

/** The sections docs/product.md has: its `## N. Title` headings. */
function productSections(): Set<number> {
  const headings = readFileSync(PRODUCT, 'utf8').matchAll(/^## (\d+)\. /gm);
  return new Set([...headings].map((m) => Number(m[1])));
}

describe('citations of the product description', () => {
  it('tells an outside citation from one of docs/product.md', () => {
    expect(citesOutsideSpec('/** Spec section 5: "please enter title" when empty. */')).toBe(true);
    expect(citesOutsideSpec("// the spec's section 7 exactly")).toBe(true);
    expect(citesOutsideSpec('today (spec\n * section 9)')).toBe(true);
    expect(citesOutsideSpec('(spec sections 1 and 2)')).toBe(true);
    expect(citesOutsideSpec("The spec's coupon list: one page of up to 10000 (section 9).")).toBe(
      true,
    );
    expect(citesOutsideSpec('see ../shared/spec/PRODUCT-SPEC.md')).toBe(true);
    expect(citesOutsideSpec('/** docs/product.md §5: "please enter title". */')).toBe(false);
    expect(citesOutsideSpec("in the spec's order")).toBe(true);
    expect(citesOutsideSpec("it('shows the spec message under the title'")).toBe(true);
    expect(citesOutsideSpec('/** Spec: news category add and update need a title. */')).toBe(true);
    expect(citesOutsideSpec('the spec does not show what they do')).toBe(true);
    expect(citesOutsideSpec('const spec = fixture.writes[key];')).toBe(false);
    expect(citesOutsideSpec('  spec: ListSpec,')).toBe(false);
    expect(citedSections('docs/product.md §5, and docs/product.md §1 and §2')).toEqual([5, 1, 2]);
  });

  it('no source or document refers to a specification outside the repository', () => {
    // Cite docs/product.md by its section instead, e.g. `docs/product.md §5`.
    expect(sourceFiles(ROOT).flatMap(outsideCitations)).toEqual([]);
  });

  it('every docs/product.md §N cited is a section the file has', () => {
    const sections = productSections();
    expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const missing = sourceFiles(ROOT).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          citedSections(line)
            .filter((n) => !sections.has(n))
            .map((n) => `${path.relative(ROOT, file)}:${i + 1} cites §${n}`),
        ),
    );
    expect(missing).toEqual([]);
  });
});
