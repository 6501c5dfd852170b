import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Query limits tuned for the web admin. Its richest operation, a page of bookings with every
 * field and the full package (season prices, add-ons, categories), is 7 levels deep, costs about
 * 520 and has about 150 tokens; the limits leave ten times that room and refuse anything larger.
 */
export function armor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 10, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 3000 },
    costLimit: { maxCost: 5000, ignoreIntrospection: true, flattenFragments: true },
    // Field suggestions help developers; outside production they stay.
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
