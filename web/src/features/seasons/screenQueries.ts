import { SeasonDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { seasonList } from './seasonList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = listScreenQuery(seasonList);
export const form = recordScreenQuery(SeasonDocument);
