import { UserDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { userList } from './userList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = listScreenQuery(userList);
export const user = recordScreenQuery(UserDocument);
