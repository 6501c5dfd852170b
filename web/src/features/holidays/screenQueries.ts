import { HolidayDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { holidayList } from './holidayList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = listScreenQuery(holidayList);
export const form = recordScreenQuery(HolidayDocument);
