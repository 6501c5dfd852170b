import { AvailabilityDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { availabilityList } from './availabilityList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = listScreenQuery(availabilityList);
export const form = recordScreenQuery(AvailabilityDocument);
