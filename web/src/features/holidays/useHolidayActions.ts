import {
  useCreateHolidayMutation,
  useDeleteHolidayMutation,
  useUpdateHolidayMutation,
} from '../../__generated__/graphql';
import { HOLIDAY_LISTS } from '../../components/mutations/cacheUpdates';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { holidayToInput } from './holidaySchema';

/** Holiday writes, each undoable (a delete by creating the holiday again). */
export const useHolidayActions = () =>
  useRecordActions({
    typename: 'Holiday',
    messages: ja.toast.holiday,
    lists: HOLIDAY_LISTS,
    useCreate: useCreateHolidayMutation,
    useUpdate: useUpdateHolidayMutation,
    useDelete: useDeleteHolidayMutation,
    undo: { create: true, update: holidayToInput, remove: holidayToInput },
  });
