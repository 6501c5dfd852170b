import {
  SiteSettingsDocument,
  type SiteSettingsQuery,
  type SiteSettingsQueryVariables,
} from '../../__generated__/graphql';
import { useScreenQuery } from '../../components/query/useScreenQuery';
import { RecordFormPage } from '../../components/form/RecordFormPage';
import { NumberField } from '../../components/form/NumberField';
import { TimeField } from '../../components/form/TimeField';
import { ja } from '../../i18n/ja';
import { FormSection } from '../../components/form/FormSection';
import { settingsPaths } from './paths';
import { HOME_PAGE_TIMES, settingsSchema, settingsToValues, valuesToInput } from './settingsSchema';
import { useSettingsActions } from './useSettingsActions';
import './settings.css';
import { settingsHistory } from './settingsHistory';

const t = ja.settings;
const c = ja.catalogue;
const settingsForm = { toValues: settingsToValues, schema: settingsSchema, toInput: valuesToInput };

/** /setting/add-setting and /setting/add-setting/:id: the site settings form (there is one). */
export default function SettingsFormPage() {
  const actions = useSettingsActions();
  const r = useScreenQuery<SiteSettingsQuery, SiteSettingsQueryVariables>(SiteSettingsDocument);
  return (
    <RecordFormPage
      history={settingsHistory}
      title={t.editTitle}
      record={{ ...r, value: r.data?.siteSettings }}
      backTo={settingsPaths.view}
      keepListPlace={false}
      form={settingsForm}
      actions={{ update: actions.save }}
    >
      <FormSection title={t.picnic}>
        <div className="app-form-row-3">
          <NumberField name="picnicPrice" label={t.picnicPrice} unit={c.yen} required />
          <NumberField name="minPicnicPeople" label={t.minPicnicPeople} unit={c.people} required />
          <NumberField name="maxPicnicPeople" label={t.maxPicnicPeople} unit={c.people} required />
        </div>
      </FormSection>
      <FormSection title={t.homePageTimes} help={t.homePageTimesHelp}>
        <div className="app-settings-time-grid">
          {HOME_PAGE_TIMES.map((name, i) => (
            <TimeField key={name} name={name} label={t.homePageTime(i + 1)} />
          ))}
        </div>
      </FormSection>
    </RecordFormPage>
  );
}
