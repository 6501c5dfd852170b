import { Callout, Card, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useHolidayQuery } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { DateField } from '../../components/form/DateField';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import { listReturnPath } from '../../components/list/listReturn';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { usePackageOptions } from '../packages/usePackageOptions';
import { HolidayDetail } from './HolidayDetail';
import { emptyHoliday, holidaySchema, valuesToInput, type HolidayValues } from './holidaySchema';
import { holidayPaths } from './paths';
import { useHolidayActions } from './useHolidayActions';
import '../packages/catalogue.css';

const t = ja.holidays;

function HolidayForm() {
  const navigate = useNavigate();
  const actions = useHolidayActions();
  const packages = usePackageOptions();
  return (
    <AppForm<HolidayValues>
      initialValues={emptyHoliday()}
      schema={holidaySchema}
      ariaLabel={t.addTitle}
      className="app-form"
      onSubmit={async (values) => {
        await actions.create(valuesToInput(values));
        return () => navigate(holidayPaths.list);
      }}
    >
      {packages.error && packages.options.length === 0 ? (
        <Callout intent="danger" className="app-form-callout" role="alert">
          {ja.catalogue.loadOptionsError}
        </Callout>
      ) : null}
      <SelectField
        name="packageId"
        label={t.package}
        options={packages.options}
        placeholder={ja.catalogue.choose}
        required
      />
      <DateField name="date" label={t.date} required />
      <TextField name="title" label={t.title} helperText={t.titleHelp} />
      <FormActions cancelTo={listReturnPath(holidayPaths.list)} />
    </AppForm>
  );
}

/** /holidays/add-holidays adds a holiday; /holidays/add-holidays/:id shows one (with its delete). */
export default function HolidayFormPage() {
  const { id } = useParams();
  const { data, loading, error, refetch } = useHolidayQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const holiday = data?.holiday;

  let body;
  if (!id) body = <HolidayForm />;
  else if (holiday) body = <HolidayDetail holiday={holiday} />;
  else if (loading) body = <Spinner aria-label={ja.app.loading} />;
  else
    body = (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={holidayPaths.list}
      />
    );

  return (
    <>
      <PageHeader title={id ? t.viewTitle : t.addTitle} />
      <Card className="app-form-card">{body}</Card>
    </>
  );
}
