import { useParams } from 'react-router-dom';
import { HolidayDocument, type HolidayQuery } from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { RecordFormPage } from '../../components/form/RecordFormPage';
import { DateField } from '../../components/form/DateField';
import { TextField } from '../../components/form/TextField';
import { todayInJapan } from '../../components/date/businessDay';
import { ja } from '../../i18n/ja';
import { PackageSelectField } from '../../components/packageOptions/PackageSelectField';
import { usePackageOptions } from '../../components/packageOptions/usePackageOptions';
import { emptyHoliday, holidaySchema, holidayToValues, valuesToInput } from './holidaySchema';
import { holidayImpact } from './holidayImpact';
import { holidayPaths } from './paths';
import { useHolidayActions } from './useHolidayActions';
import '../../components/form/catalogue.css';
import { holidayHistory } from './holidayHistory';

const t = ja.holidays;
const useHoliday = recordHook(HolidayDocument, (d: HolidayQuery) => d.holiday);
const holidayForm = {
  empty: emptyHoliday,
  toValues: holidayToValues,
  schema: holidaySchema,
  toInput: valuesToInput,
  impactOf: holidayImpact,
  // A day already past is rarely meant (a typo in the year, say): asked before saving.
  questionOf: (values: { date: string }) =>
    values.date && values.date < todayInJapan() ? t.pastQuestion : null,
};

/** The package chooser, asked for once the form shows. */
function HolidayPackageField() {
  return <PackageSelectField packages={usePackageOptions()} label={t.package} required />;
}

/** Add (/holidays/add-holidays) or edit (/holidays/add-holidays/:id) a holiday. */
export default function HolidayFormPage() {
  const { id } = useParams();
  return (
    <RecordFormPage
      history={holidayHistory}
      id={id}
      title={t}
      record={useHoliday(id)}
      backTo={holidayPaths.list}
      form={holidayForm}
      actions={useHolidayActions()}
    >
      <HolidayPackageField />
      <DateField name="date" label={t.date} required />
      <TextField name="title" label={t.title} helperText={t.titleHelp} />
    </RecordFormPage>
  );
}
