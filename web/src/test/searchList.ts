import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ja } from '../i18n/ja';

/**
 * Searches the list on screen for `term` (Enter applies it at once) and waits until the rows
 * shown answer that search, as the list's result line says. Acting on a row before then could
 * pick it from the rows of the previous search, while the new search is still on its way.
 * Resolves to the number of matches.
 */
export async function searchList(user: UserEvent, term: string): Promise<number> {
  const box = await screen.findByRole('searchbox', { name: ja.list.search });
  await user.clear(box);
  await user.type(box, `${term}{Enter}`);
  const prefix = ja.list.searchResult(term.trim(), 0).replace(/0件$/, '');
  const line = await screen.findByText((text) => text.startsWith(prefix), undefined, {
    timeout: 10_000,
  });
  return Number(/(\d+)件$/.exec(line.textContent ?? '')?.[1]);
}
