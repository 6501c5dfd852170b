import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB_SRC = path.resolve(import.meta.dirname, '../../web/src');

/**
 * How servers word field checks (the reference api's sentences, ajv, Joi, class-validator,
 * Mongoose, the gateway's own). The web picks its text by a field error's reason, so none of
 * these belongs in its code: the gateway reads them (gateway/src/rest/field-error-reason.ts).
 */
const SERVER_WORDS: readonly RegExp[] = [
  /please (enter|select|fill|choose)/i,
  /must NOT have/i,
  /must have required property/i,
  /must be (<=|>=|<|>|integer|number|equal to|an? )/i,
  /must match (format|pattern)/i,
  /allowed values/i,
  /format "(email|date)/i,
  /\bis required\b/i,
  /should not be empty/i,
  /already (exists|signs in)/i,
  /uploaded to the gallery/i,
  /valid email/i,
  /(than|at least|at most) .*(characters|items)/i,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every string, template part and regular expression written in a source (not its comments). */
function literals(name: string, text: string): string[] {
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

/** The literals of a source that look like a server's English field message. */
const serverWordsIn = (name: string, text: string): string[] =>
  literals(name, text).filter((t) => SERVER_WORDS.some((w) => w.test(t)));

describe('no web code reads a server message by its words', () => {
  it('sees such words in strings and regular expressions, not in comments', () => {
    const sample = [
      "const TABLE = { 'please enter title': 'タイトルを入力してください' };",
      'const RULE = /must NOT have more than (\\d+) characters/i;',
      'const t = `${field} is required`;',
      '// the spec says "please enter title"',
      "const ok = 'タイトルを入力してください';",
    ].join('\n');
    expect(serverWordsIn('sample.ts', sample)).toEqual([
      'please enter title',
      '/must NOT have more than (\\d+) characters/i',
      ' is required',
    ]);
  });

  it('no source of web/src (tests and generated code aside) holds a server English message', () => {
    const found = sourceFiles(WEB_SRC).flatMap((file) =>
      serverWordsIn(file, readFileSync(file, 'utf8')).map(
        (text) => `${path.relative(WEB_SRC, file)}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
