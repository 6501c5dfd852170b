import { describe, expect, it } from 'vitest';
import { renderSafeMarkdown } from './safeMarkdown';

describe('renderSafeMarkdown', () => {
  it('keeps Markdown formatting', () => {
    const html = renderSafeMarkdown(
      '# 見出し\n\n**太字** と [リンク](https://example.com)\n\n- 一つ目',
    );
    expect(html).toContain('<h1>見出し</h1>');
    expect(html).toContain('<strong>太字</strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('<li>一つ目</li>');
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = renderSafeMarkdown(
      [
        '<script>window.__xss = 1</script>',
        '<img src="x" onerror="window.__xss = 2">',
        '[click](javascript:window.__xss=3)',
        '<a href="javascript:alert(1)">a</a>',
        '<svg><script>alert(4)</script></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '<div onclick="alert(5)" style="x">text</div>',
      ].join('\n\n'),
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('script, iframe')).toBeNull();
    for (const el of doc.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name.startsWith('on')).toBe(false);
        expect(attr.value.toLowerCase()).not.toContain('javascript:');
      }
    }
    expect(doc.body.textContent).toContain('text');
  });
});
