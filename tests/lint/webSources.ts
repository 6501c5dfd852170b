import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The web's sources, which the lint tests read. */
export const WEB_SRC = path.resolve(import.meta.dirname, '../../web/src');

/** Every `.ts`/`.tsx` source under `dir`: tests and generated code left out. */
export function webSourceFiles(dir = WEB_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : webSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every string, template part, regular expression and JSX text written in a source (its comments
 * are not code).
 */
export function literalsOf(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node)
    ) {
      found.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}
