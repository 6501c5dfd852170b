/** The narrowest a column without a declared width may get in a virtual table. */
export const AUTO_COLUMN_MIN = '200px';

/**
 * The least width of a virtual table: its columns' declared widths, a floor for each column
 * without one, and the actions column. Virtual rows keep one height, so they cannot stack as cards
 * on a narrow screen; below this width the table scrolls sideways in its frame instead of cutting
 * every cell to a letter.
 */
export function virtualTableMinWidth(widths: (string | undefined)[], hasActions: boolean): string {
  const parts = widths.map((w) => w ?? AUTO_COLUMN_MIN);
  if (hasActions) parts.push('var(--app-row-actions-width)');
  return `calc(${parts.join(' + ')})`;
}
