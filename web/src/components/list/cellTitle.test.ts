import { describe, expect, it } from 'vitest';
import type { MouseEvent } from 'react';
import { showCutTextAsTitle } from './cellTitle';

/** A cell whose content is (or is not) taller than its box, as a browser measures it. */
function cell(text: string, cut: boolean) {
  const el = document.createElement('div');
  el.className = 'app-cell';
  const link = document.createElement('a');
  link.textContent = text;
  el.appendChild(link);
  Object.defineProperty(el, 'scrollHeight', { value: cut ? 90 : 40 });
  Object.defineProperty(el, 'clientHeight', { value: 40 });
  return { el, link };
}

const hover = (target: Element) =>
  showCutTextAsTitle({ target } as unknown as MouseEvent<HTMLElement>);

describe('showCutTextAsTitle', () => {
  it('gives a cut cell its full text as the title', () => {
    const { el, link } = cell('長いタイトル'.repeat(20), true);
    hover(link);
    expect(el.title).toBe('長いタイトル'.repeat(20));
  });

  it('leaves a cell shown in full without a title', () => {
    const { el, link } = cell('短い', false);
    el.title = 'old';
    hover(link);
    expect(el.hasAttribute('title')).toBe(false);
  });

  it('ignores what is not in a cell', () => {
    expect(() => hover(document.createElement('span'))).not.toThrow();
  });
});
