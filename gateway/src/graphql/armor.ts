import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Query limits tuned for the web admin: its deepest operation (a page of bookings with the
 * package and its categories) is 5 levels deep and its largest form well under 400 tokens.
 */
export function armor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 10, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 3000 },
    costLimit: { maxCost: 8000, ignoreIntrospection: true, flattenFragments: true },
    // Field suggestions help developers; outside production they stay.
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
