import { useNavigate } from 'react-router-dom';
import {
  SiteSettingsDocument,
  type SiteSettingsQuery,
  type SiteSettingsQueryVariables,
} from '../../__generated__/graphql';
import { useRouteQuery } from '../../components/query/useRouteQuery';
import { FormScreen, RecordPending } from '../../components/form/FormScreen';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { TimeField } from '../../components/form/TimeField';
import { ja } from '../../i18n/ja';
import { FormSection } from '../../components/form/FormSection';
import { settingsPaths } from './paths';
import {
  HOME_PAGE_TIMES,
  settingsSchema,
  settingsToValues,
  valuesToInput,
  type SettingsValues,
} from './settingsSchema';
import { useSettingsActions } from './useSettingsActions';
import './settings.css';

const t = ja.settings;
const c = ja.catalogue;

/** /setting/add-setting and /setting/add-setting/:id: the site settings form (there is one). */
export default function SettingsFormPage() {
  const navigate = useNavigate();
  const actions = useSettingsActions();
  const { data, loading, error, refetch } = useRouteQuery<
    SiteSettingsQuery,
    SiteSettingsQueryVariables
  >(SiteSettingsDocument, { fetchPolicy: 'network-only' });
  const settings = data?.siteSettings;

  let body;
  if (!settings) {
    body = (
      <RecordPending
        loading={loading}
        error={error}
        refetch={refetch}
        backTo={settingsPaths.view}
      />
    );
  } else {
    body = (
      <AppForm<SettingsValues>
        initialValues={settingsToValues(settings)}
        schema={settingsSchema}
        ariaLabel={t.editTitle}
        className="app-form"
        onReload={() => void refetch().catch(() => undefined)}
        onSubmit={async (values) => {
          await actions.save(settings, valuesToInput(values));
          return () => navigate(settingsPaths.view);
        }}
      >
        <FormSection title={t.picnic}>
          <div className="app-form-row-3">
            <NumberField name="picnicPrice" label={t.picnicPrice} unit={c.yen} required />
            <NumberField
              name="minPicnicPeople"
              label={t.minPicnicPeople}
              unit={c.people}
              required
            />
            <NumberField
              name="maxPicnicPeople"
              label={t.maxPicnicPeople}
              unit={c.people}
              required
            />
          </div>
        </FormSection>
        <FormSection title={t.homePageTimes} help={t.homePageTimesHelp}>
          <div className="app-settings-time-grid">
            {HOME_PAGE_TIMES.map((name, i) => (
              <TimeField key={name} name={name} label={t.homePageTime(i + 1)} />
            ))}
          </div>
        </FormSection>
        <FormActions cancelTo={settingsPaths.view} />
      </AppForm>
    );
  }

  return <FormScreen title={t.editTitle}>{body}</FormScreen>;
}
