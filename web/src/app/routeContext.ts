import {
  createQueryPreloader,
  type ApolloClient,
  type NormalizedCacheObject,
  type PreloadQueryFunction,
} from '@apollo/client';
import { RouterContextProvider, createContext } from 'react-router-dom';

type Client = ApolloClient<NormalizedCacheObject>;

/** Apollo's `preloadQuery` for the app's client, for the route loaders (null: none given). */
export const queryPreloaderContext = createContext<PreloadQueryFunction | null>(null);

/** The router's `getContext`: every loader sees the preloader of `client`. */
export const routeContext = (client: Client) => {
  const preloadQuery = createQueryPreloader(client);
  return () => {
    const context = new RouterContextProvider();
    context.set(queryPreloaderContext, preloadQuery);
    return context;
  };
};
