import { useParams } from 'react-router-dom';
import {
  SeasonDocument,
  type SeasonFieldsFragment,
  type SeasonInput,
  type SeasonQuery,
} from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { RecordFormPage } from '../../components/form/RecordFormPage';
import { DateField } from '../../components/form/DateField';
import { SwitchField } from '../../components/form/SwitchField';
import { TextField } from '../../components/form/TextField';
import type { RecordForm } from '../../components/form/recordForm';
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
import { SeasonOverlapPanel } from './SeasonOverlapPanel';
import { TimeSlotsField } from './TimeSlotsField';
import { useSeasonActions } from './useSeasonActions';
import { seasonHistory } from './seasonHistory';

const t = ja.seasons;
const useSeason = recordHook(SeasonDocument, (d: SeasonQuery) => d.season);
const seasonForm: RecordForm<SeasonFieldsFragment, SeasonValues, SeasonInput> = {
  empty: emptySeason,
  toValues: seasonToValues,
  schema: seasonSchema,
  toInput: valuesToInput,
  impactOf: (values, season) => seasonImpact(values, season),
};

/** Add (/season/add-season) or edit (/season/add-season/:id) a season. */
export default function SeasonFormPage() {
  const { id } = useParams();
  const record = useSeason(id);
  return (
    <RecordFormPage
      history={seasonHistory}
      id={id}
      title={t}
      record={record}
      backTo={seasonPaths.list}
      form={seasonForm}
      actions={useSeasonActions()}
    >
      <TextField name="title" label={t.title} helperText={t.titleHelp} required />
      <SwitchField name="active" label={t.status} switchLabel={ja.form.active} />
      <div className="app-form-row">
        <DateField name="startDate" label={t.startDate} required />
        <DateField name="endDate" label={t.endDate} required />
      </div>
      <TimeSlotsField />
      <SeasonOverlapPanel saved={record.value} />
    </RecordFormPage>
  );
}
