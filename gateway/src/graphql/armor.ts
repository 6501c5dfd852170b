import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Query limits tuned for the web admin. Its richest operation, a page of bookings with every
 * field and the full package (season prices, add-ons, categories), is 7 levels deep, costs about
 * 520 and has about 150 tokens; the limits leave ten times that room and refuse anything larger.
 */
/** Most tokens one document may have; refused while parsing, before any resolver runs. */
export const MAX_TOKENS = 3000;

export function armor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 10, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    // Token counting is done by graphql's own parser (parseOptions in apollo.ts): Armor's parse
    // hook throws a plain error there, which reaches clients as HTTP 500 instead of a 400.
    maxTokens: { enabled: false },
    // One cost model: query-cost.ts counts rows and fields together.
    costLimit: { enabled: false },
    // Field suggestions help developers; outside production they stay.
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
