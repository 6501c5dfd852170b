import { Callout, Spinner, Tag } from '@blueprintjs/core';
import { CalendarIcon, SearchIcon } from '@blueprintjs/icons';
import { object, string } from 'yup';
import { usePackagesOnDayQuery, type PackagesOnDayQuery } from '../../__generated__/graphql';
import { EmptyState } from '../../components/feedback/EmptyState';
import { AppForm } from '../../components/form/AppForm';
import { DateField } from '../../components/form/DateField';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import type { TableColumn } from '../../components/table/column';
import { RowsTable } from '../../components/table/RowsTable';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { pickKey } from './calendar';
import { availabilityPaths } from './paths';

const t = ja.availability;

/** docs/product.md §5, "availability, day view": "please fill start date". */
const lookupSchema = object({ startDate: string().required(t.validation.fillStartDate) });

type PackageDay = NonNullable<PackagesOnDayQuery['packagesOnDay']>[number];

function SlotsOfDay({ day }: { day: PackageDay }) {
  if (day.timeSlotType === 'SINGLE') {
    return day.availability.length > 0 ? (
      <Tag intent="success" minimal>
        {ja.packages.timeSlotTypes.SINGLE}
      </Tag>
    ) : (
      <span className="app-muted">{t.notAvailable}</span>
    );
  }
  const open = new Set(
    day.availability.flatMap((a) => a.slots.map((s) => pickKey(s.date, s.slotIndex))),
  );
  const slots = day.season?.timeSlots ?? [];
  if (slots.length === 0) return <span className="app-muted">{t.gridNoSeason}</span>;
  return (
    <span className="app-day-slots">
      {slots.map((s, i) => {
        const on = open.has(pickKey(day.date, i));
        return (
          <Tag key={s.id} minimal intent={on ? 'success' : 'none'}>
            {t.slotLabel(s.startTime, s.endTime)} {on ? t.open : t.closed}
          </Tag>
        );
      })}
    </span>
  );
}

const columns: TableColumn<PackageDay>[] = [
  {
    id: 'package',
    header: t.package,
    rowHeader: true,
    render: (day) => (
      <>
        {day.packageTitle}{' '}
        {day.isHoliday ? (
          <Tag intent="danger" minimal>
            {t.holiday}
          </Tag>
        ) : null}
      </>
    ),
  },
  {
    id: 'season',
    header: t.season,
    render: (day) => day.season?.title ?? <span className="app-muted">—</span>,
  },
  { id: 'slots', header: t.slots, render: (day) => <SlotsOfDay day={day} /> },
  {
    id: 'inventory',
    header: t.inventory,
    align: 'end',
    render: (day) => day.availability[0]?.inventory ?? day.inventory,
  },
  {
    id: 'ranges',
    header: t.availabilityRanges,
    render: (day) =>
      day.availability.length === 0 ? (
        <span className="app-muted">—</span>
      ) : (
        day.availability.map((a) => (
          <div key={a.id}>
            {formatDate(a.startDate)}〜{formatDate(a.endDate)}
          </div>
        ))
      ),
  },
];

function DayTable({ date }: { date: string }) {
  const { data, loading, error, refetch } = usePackagesOnDayQuery({
    variables: { date },
    fetchPolicy: 'cache-and-network',
  });
  const days = data?.packagesOnDay;
  if (!days) {
    return loading ? (
      <Spinner aria-label={ja.app.loading} />
    ) : (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={availabilityPaths.list}
      />
    );
  }
  if (days.length === 0) {
    return <EmptyState icon={<SearchIcon size={40} />} title={t.lookupEmpty} />;
  }
  return (
    <div className="app-table-wrap">
      <RowsTable
        className="app-table"
        striped
        name={`${t.lookupTitle} ${formatDate(date)}`}
        columns={columns}
        rows={days}
        rowKey={(day) => day.packageId}
      />
    </div>
  );
}

/** Every active package on one day: season slots, which are open, inventory, holiday. */
export function DayAvailability({ date, onDate }: { date: string; onDate(date: string): void }) {
  return (
    <>
      <p className="app-muted">{t.lookupHelp}</p>
      <AppForm<{ startDate: string }>
        initialValues={{ startDate: date }}
        schema={lookupSchema}
        guard={false}
        ariaLabel={t.lookupTitle}
        onSubmit={async (values) => {
          onDate(values.startDate);
          return undefined;
        }}
      >
        <div className="app-day-form">
          <DateField name="startDate" label={t.date} required />
          <FormActions submitText={t.show} submitIcon={<CalendarIcon />} />
        </div>
      </AppForm>
      {date ? (
        <DayTable date={date} />
      ) : (
        <Callout className="app-form-callout">{t.lookupPrompt}</Callout>
      )}
    </>
  );
}
