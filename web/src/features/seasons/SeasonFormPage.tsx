import { useNavigate, useParams } from 'react-router-dom';
import { SeasonDocument, type SeasonQuery } from '../../__generated__/graphql';
import { useRecordQuery } from '../../components/query/useRecordQuery';
import { FormScreen, RecordPending } from '../../components/form/FormScreen';
import { AppForm } from '../../components/form/AppForm';
import { listReturnPath } from '../../components/list/listReturn';
import { DateField } from '../../components/form/DateField';
import { FormActions } from '../../components/form/FormActions';
import { SwitchField } from '../../components/form/SwitchField';
import { TextField } from '../../components/form/TextField';
import { ja } from '../../i18n/ja';
import { seasonPaths } from './paths';
import {
  emptySeason,
  seasonSchema,
  seasonToValues,
  valuesToInput,
  type SeasonValues,
} from './seasonSchema';
import { seasonImpact } from './seasonImpact';
import { TimeSlotsField } from './TimeSlotsField';
import { useSeasonActions } from './useSeasonActions';

const t = ja.seasons;

/** Add (/season/add-season) or edit (/season/add-season/:id) a season. */
export default function SeasonFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const actions = useSeasonActions();
  const { data, loading, error, refetch } = useRecordQuery<SeasonQuery>(SeasonDocument, id);
  const season = data?.season;
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (id && !season) {
    body = (
      <RecordPending loading={loading} error={error} refetch={refetch} backTo={seasonPaths.list} />
    );
  } else {
    body = (
      <AppForm<SeasonValues>
        initialValues={season ? seasonToValues(season) : emptySeason()}
        schema={seasonSchema}
        ariaLabel={title}
        className="app-form"
        onReload={() => void refetch().catch(() => undefined)}
        impactOf={(values) => (season ? seasonImpact(values, season) : null)}
        onSubmit={async (values) => {
          const input = valuesToInput(values);
          if (season) {
            await actions.update(season, input);
            // Back to the list as it was left: the edited row is where it was.
            return () => navigate(listReturnPath(seasonPaths.list));
          }
          await actions.create(input);
          // A new row shows at the top of the list in its default order.
          return () => navigate(seasonPaths.list);
        }}
      >
        <TextField name="title" label={t.title} helperText={t.titleHelp} required />
        <SwitchField name="active" label={t.status} switchLabel={ja.form.active} />
        <div className="app-form-row">
          <DateField name="startDate" label={t.startDate} required />
          <DateField name="endDate" label={t.endDate} required />
        </div>
        <TimeSlotsField />
        <FormActions cancelTo={listReturnPath(seasonPaths.list)} />
      </AppForm>
    );
  }

  return <FormScreen title={title}>{body}</FormScreen>;
}
