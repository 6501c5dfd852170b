import { useNavigate, useParams } from 'react-router-dom';
import {
  HolidayDocument,
  type HolidayQuery,
  type HolidayFieldsFragment,
} from '../../__generated__/graphql';
import { useRecordQuery } from '../../components/query/useRecordQuery';
import { FormScreen, RecordPending } from '../../components/form/FormScreen';
import { AppForm } from '../../components/form/AppForm';
import { DateField } from '../../components/form/DateField';
import { FormActions } from '../../components/form/FormActions';
import { listReturnPath } from '../../components/list/listReturn';
import { TextField } from '../../components/form/TextField';
import { ja } from '../../i18n/ja';
import { PackageSelectField } from '../../components/packageOptions/PackageSelectField';
import { usePackageOptions } from '../../components/packageOptions/usePackageOptions';
import {
  emptyHoliday,
  holidaySchema,
  holidayToValues,
  valuesToInput,
  type HolidayValues,
} from './holidaySchema';
import { holidayImpact } from './holidayImpact';
import { holidayPaths } from './paths';
import { useHolidayActions } from './useHolidayActions';
import '../../components/form/catalogue.css';

const t = ja.holidays;

/** The add form, or with a saved holiday its edit form (prefilled). */
function HolidayForm({
  holiday,
  title,
  onReload,
}: {
  holiday?: HolidayFieldsFragment | undefined;
  title: string;
  onReload?: () => void;
}) {
  const navigate = useNavigate();
  const actions = useHolidayActions();
  const packages = usePackageOptions();
  return (
    <AppForm<HolidayValues>
      initialValues={holiday ? holidayToValues(holiday) : emptyHoliday()}
      schema={holidaySchema}
      ariaLabel={title}
      className="app-form"
      {...(onReload ? { onReload } : {})}
      impactOf={(values) => holidayImpact(values, holiday)}
      onSubmit={async (values) => {
        const input = valuesToInput(values);
        if (holiday) {
          await actions.update(holiday, input);
          // Back to the list as it was left: the edited row is where it was.
          return () => navigate(listReturnPath(holidayPaths.list));
        }
        await actions.create(input);
        return () => navigate(holidayPaths.list);
      }}
    >
      <PackageSelectField packages={packages} label={t.package} required />
      <DateField name="date" label={t.date} required />
      <TextField name="title" label={t.title} helperText={t.titleHelp} />
      <FormActions cancelTo={listReturnPath(holidayPaths.list)} />
    </AppForm>
  );
}

/** Add (/holidays/add-holidays) or edit (/holidays/add-holidays/:id) a holiday. */
export default function HolidayFormPage() {
  const { id } = useParams();
  const { data, loading, error, refetch } = useRecordQuery<HolidayQuery>(HolidayDocument, id);
  const holiday = data?.holiday;
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (!id) body = <HolidayForm title={title} />;
  else if (holiday)
    body = (
      <HolidayForm
        holiday={holiday}
        title={title}
        onReload={() => void refetch().catch(() => undefined)}
      />
    );
  else
    body = (
      <RecordPending loading={loading} error={error} refetch={refetch} backTo={holidayPaths.list} />
    );

  return <FormScreen title={title}>{body}</FormScreen>;
}
