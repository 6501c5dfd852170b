import { describe, expect, it } from 'vitest';
import { loadStyles } from './loadStyles';

describe('loadStyles', () => {
  it('turns each preloaded stylesheet into a stylesheet in its place and waits for it', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" href="/assets/screen.css">';
    let done = false;
    const loaded = loadStyles().then(() => (done = true));
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['stylesheet', '/assets/index-1.css'],
      ['stylesheet', '/assets/screen.css'],
    ]);
    expect(links[0]!.hasAttribute('crossorigin')).toBe(true);
    await Promise.resolve();
    expect(done).toBe(false);
    links[0]!.dispatchEvent(new Event('load'));
    await loaded;
    expect(done).toBe(true);
  });

  it('resolves at once when nothing is preloaded (development)', async () => {
    document.head.innerHTML = '';
    await expect(loadStyles()).resolves.toBeUndefined();
  });
});
