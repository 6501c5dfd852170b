import { Card, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useSeasonQuery } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { listReturnPath } from '../../components/list/listReturn';
import { DateField } from '../../components/form/DateField';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SwitchField } from '../../components/form/SwitchField';
import { TextField } from '../../components/form/TextField';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { seasonPaths } from './paths';
import {
  emptySeason,
  seasonSchema,
  seasonToValues,
  valuesToInput,
  type SeasonValues,
} from './seasonSchema';
import { TimeSlotsField } from './TimeSlotsField';
import { useSeasonActions } from './useSeasonActions';

const t = ja.seasons;

/** Add (/season/add-season) or edit (/season/add-season/:id) a season. */
export default function SeasonFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const actions = useSeasonActions();
  const { data, loading, error, refetch } = useSeasonQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const season = data?.season;
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (id && !season) {
    body = loading ? (
      <Spinner aria-label={ja.app.loading} />
    ) : (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={seasonPaths.list}
      />
    );
  } else {
    body = (
      <AppForm<SeasonValues>
        initialValues={season ? seasonToValues(season) : emptySeason()}
        schema={seasonSchema}
        ariaLabel={title}
        className="app-form"
        onReload={() => void refetch().catch(() => undefined)}
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

  return (
    <>
      <PageHeader title={title} />
      <Card className="app-form-card">{body}</Card>
    </>
  );
}
