import DOMPurify from 'dompurify';
import { marked } from 'marked';

// Links written in an article open in a new tab and never hand the admin's window to the target.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Stored Markdown → HTML safe to insert: `marked` renders it (raw HTML in the text included) and
 * DOMPurify then removes scripts, event handler attributes (`onerror=`…), `javascript:` URLs and
 * anything else that could run. Every stored text shown as HTML goes through here.
 */
export function renderSafeMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
