import type { MouseEvent } from 'react';

/**
 * On hover over a list cell whose text is cut short (wrapped lines clamped, or one line with an
 * ellipsis), its full text as the cell's title; no title where everything is already shown. One
 * handler for the whole table, set as the pointer arrives, so rows cost nothing until hovered.
 */
export function showCutTextAsTitle(event: MouseEvent<HTMLElement>): void {
  const target = event.target as HTMLElement | null;
  const cell = target?.closest?.<HTMLElement>('.app-cell');
  if (!cell) return;
  const cut = cell.scrollHeight > cell.clientHeight + 1 || cell.scrollWidth > cell.clientWidth + 1;
  // innerText keeps the line breaks between a cell's parts (textContent where there is none).
  const text = (cell.innerText ?? cell.textContent ?? '').replace(/\s*\n\s*/g, ' ').trim();
  if (cut && text) cell.title = text;
  else cell.removeAttribute('title');
}
