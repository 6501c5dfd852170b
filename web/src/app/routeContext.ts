import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { RouterContextProvider, createContext } from 'react-router-dom';

type Client = ApolloClient<NormalizedCacheObject>;

/** The app's Apollo client, for route loaders that start a screen's query (null: none given). */
export const apolloClientContext = createContext<Client | null>(null);

/** The router's `getContext`: every loader sees `client`. */
export const routeContext = (client: Client) => () => {
  const context = new RouterContextProvider();
  context.set(apolloClientContext, client);
  return context;
};
