import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { literalsOf, webSourceFiles, WEB_SRC } from './webSources';

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

/** The literals of a source that look like a server's English field message. */
const serverWordsIn = (name: string, text: string): string[] =>
  literalsOf(name, text).filter((t) => SERVER_WORDS.some((w) => w.test(t)));

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
    const found = webSourceFiles().flatMap((file) =>
      serverWordsIn(file, readFileSync(file, 'utf8')).map(
        (text) => `${path.relative(WEB_SRC, file)}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
