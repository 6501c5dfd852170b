import { presentError } from '../../components/errors/presentError';

/**
 * The messages of the api's `valData` list (BAD_USER_INPUT field errors); docs/product.md §5: one
 * alert per message. Empty for any other failure.
 */
export function valDataMessages(error: unknown): string[] {
  const p = presentError(error);
  if (p.kind !== 'BAD_USER_INPUT') return [];
  return [...new Set(p.fieldErrors.map((f) => f.message))];
}
