import { describe, expect, it } from 'vitest';
import { virtualTableMinWidth } from './virtualWidth';

describe('virtualTableMinWidth', () => {
  it('adds the declared widths, a floor for each undeclared column, and the actions column', () => {
    expect(virtualTableMinWidth(['72px', undefined, '10rem'], true)).toBe(
      'calc(72px + 200px + 10rem + var(--app-row-actions-width))',
    );
  });

  it('leaves the actions column out when the list has none', () => {
    expect(virtualTableMinWidth([undefined], false)).toBe('calc(200px)');
  });
});
