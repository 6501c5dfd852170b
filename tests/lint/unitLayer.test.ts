import { execFileSync } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { UNIT_LAYER_REFUSAL } from '../support/layers';

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
