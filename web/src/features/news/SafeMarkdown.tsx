import { useMemo } from 'react';
import { renderSafeMarkdown } from './safeMarkdown';

/** Stored Markdown shown as sanitised HTML (see renderSafeMarkdown). */
export function SafeMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMemo(() => renderSafeMarkdown(markdown), [markdown]);
  return (
    <div
      className={className ? `app-markdown ${className}` : 'app-markdown'}
      // Sanitised by DOMPurify in renderSafeMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
