import { UserDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { userList } from './userList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = listScreenQuery(userList);
/** The account as edited: fresh from the gateway. */
export const user = recordScreenQuery(UserDocument);
/** The account as shown: the cache at once, then fresh. */
export const details = recordScreenQuery(UserDocument, { fetchPolicy: 'cache-and-network' });
