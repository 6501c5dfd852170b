/**
 * The URL state (page, size, search, sort) each list was last shown with in this tab, so a form
 * opened from it returns to the same page after an edit or a cancel.
 */
const lastSearch = new Map<string, string>();

export function rememberListSearch(listPath: string, search: string): void {
  lastSearch.set(listPath, search);
}

/** The list path with its remembered search, e.g. `/season/season-list?q=冬&page=2`. */
export function listReturnPath(listPath: string): string {
  return `${listPath}${lastSearch.get(listPath) ?? ''}`;
}
