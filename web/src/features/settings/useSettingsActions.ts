import {
  useUpdateSiteSettingsMutation,
  type SiteSettingsFieldsFragment,
  type SiteSettingsInput,
} from '../../__generated__/graphql';
import { evictList } from '../../components/mutations/cacheUpdates';
import { useUndoSnackbar } from '../../components/mutations/useUndoSnackbar';
import { ja } from '../../i18n/ja';
import { settingsToValues, valuesToInput } from './settingsSchema';

/**
 * Saves the site settings (one record, no id to create or delete: not a useRecordActions area);
 * the message offers UNDO (saving the previous values again).
 */
export function useSettingsActions() {
  const announce = useUndoSnackbar();
  // Before the first save the settings have no id, so the cached answer is not normalised: drop it.
  const [updateM] = useUpdateSiteSettingsMutation({
    update: (cache) => evictList(cache, 'siteSettings'),
  });

  const save = async (before: SiteSettingsFieldsFragment | undefined, input: SiteSettingsInput) => {
    // Settings never saved have no updatedAt to send: the first save has nothing to overwrite.
    const version = before?.updatedAt
      ? { expectedUpdatedAt: before.updatedAt }
      : { expectedUpdatedAt: null, force: true };
    const { data } = await updateM({ variables: { input, ...version } });
    if (!data) return;
    const after = data.updateSiteSettings.siteSettings;
    const previous = before?.id ? valuesToInput(settingsToValues(before)) : null;
    announce(
      ja.toast.settings.updated,
      previous
        ? () => updateM({ variables: { input: previous, expectedUpdatedAt: after.updatedAt } })
        : undefined,
    );
  };

  return { save };
}
