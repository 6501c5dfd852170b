import type { GraphQLFormattedError } from 'graphql';

/**
 * graphql-js's "Did you mean …?" endings, for fields, arguments, types and enum values, in
 * validation and variable-coercion messages alike: `Did you mean "packages"?`,
 * `Did you mean the enum value "ASC"?`, `Did you mean "a", "b", or "c"?`.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export const withoutSuggestion = (message: string): string => message.replace(SUGGESTION, '');

/**
 * An error with every suggestion removed from its message and field messages: in production the
 * schema is not introspectable, and suggestions would otherwise spell it out name by name.
 */
export function withoutSuggestions(error: GraphQLFormattedError): GraphQLFormattedError {
  const fieldErrors = error.extensions?.fieldErrors;
  return {
    ...error,
    message: withoutSuggestion(error.message),
    ...(Array.isArray(fieldErrors)
      ? {
          extensions: {
            ...error.extensions,
            fieldErrors: (fieldErrors as { field: string; message: string }[]).map((f) => ({
              ...f,
              message: withoutSuggestion(f.message),
            })),
          },
        }
      : {}),
  };
}
