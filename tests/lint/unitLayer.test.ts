import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsStack, UNIT_LAYER_REFUSAL } from '../support/layers';

// test-layer: unit (the calls below start nothing: the unit layer's guard refuses them).
describe('the unit layer', () => {
  it('refuses to listen on a socket', () => {
    expect(() => createServer().listen(0)).toThrow(UNIT_LAYER_REFUSAL);
  });

  it('refuses to connect a socket', () => {
    expect(() => connect(1, '127.0.0.1')).toThrow(UNIT_LAYER_REFUSAL);
  });

  it('refuses to start a process', () => {
    expect(() => execFileSync('true')).toThrow(UNIT_LAYER_REFUSAL);
  });
});

describe('the layer scan', () => {
  const layerOf = (source: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'dogstay-layer-'));
    try {
      writeFileSync(join(dir, 'helper.ts'), source);
      writeFileSync(join(dir, 'x.test.ts'), "import { run } from './helper';\n");
      return needsStack(join(dir, 'x.test.ts')) ? 'stack' : 'unit';
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('puts a file in the stack layer when what it imports starts a process, also through promisify', () => {
    expect(layerOf("export const run = () => spawnSync('vite', ['build']);")).toBe('stack');
    expect(layerOf("export const run = () => promisify(execFile)('vite', ['build']);")).toBe(
      'stack',
    );
    expect(layerOf('export const run = () => 1;')).toBe('unit');
  });
});
