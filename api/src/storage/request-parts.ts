/** The `*` part of a wildcard route, already percent-decoded by the router; "" when absent. */
export function wildcardParam(params: unknown): string {
  const value = (params as Record<string, unknown> | null | undefined)?.['*'];
  return typeof value === 'string' ? value : '';
}

/** One query-string value as sent, or undefined (arrays and objects are not values). */
export function queryValue(query: unknown, key: string): string | undefined {
  const value = (query as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}
