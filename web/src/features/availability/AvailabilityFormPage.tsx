import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  AvailabilityDocument,
  type AvailabilityFieldsFragment,
  type AvailabilityInput,
  type AvailabilityQuery,
} from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { RecordFormPage } from '../../components/form/RecordFormPage';
import type { RecordForm } from '../../components/form/recordForm';
import { ja } from '../../i18n/ja';
import { usePackageOptions } from '../../components/packageOptions/usePackageOptions';
import { AvailabilityFields } from './AvailabilityFields';
import { picksWithin } from './calendar';
import {
  availabilityToValues,
  createAvailabilitySchema,
  emptyAvailability,
  updateAvailabilitySchema,
  valuesToInput,
  type AvailabilityValues,
} from './availabilitySchema';
import { availabilityImpact } from './availabilityImpact';
import { availabilityPaths } from './paths';
import { useAvailabilityActions } from './useAvailabilityActions';
import '../../components/form/catalogue.css';
import './availability.css';
import { availabilityHistory } from './availabilityHistory';

const t = ja.availability;
const useAvailability = recordHook(AvailabilityDocument, (d: AvailabilityQuery) => d.availability);
type AvailabilityForm = RecordForm<
  AvailabilityFieldsFragment,
  AvailabilityValues,
  AvailabilityInput
>;
const availabilityForm: AvailabilityForm = {
  empty: emptyAvailability,
  toValues: availabilityToValues,
  schema: createAvailabilitySchema,
  editSchema: updateAvailabilitySchema,
  // A new availability has its time slots; an edit only where the package has several.
  toInput: (values, a) => valuesToInput(values, a ? a.packageTimeSlotType === 'MULTIPLE' : true),
  impactOf: (values, a) => (a ? availabilityImpact(values, a) : null),
};

/** Add (/availability/add-new-availability) or edit (…/:id) the availability of a package. */
export default function AvailabilityFormPage() {
  const { id } = useParams();
  const record = useAvailability(id);
  const create = !record.value;
  const { packages } = usePackageOptions();
  // A multi-slot package saved with no slot within its dates takes no booking those days: asked.
  const form = useMemo<AvailabilityForm>(() => {
    const multiple = (values: AvailabilityValues, a: AvailabilityFieldsFragment | undefined) =>
      (a?.packageTimeSlotType ?? packages.find((p) => p.id === values.packageId)?.timeSlotType) ===
      'MULTIPLE';
    return {
      ...availabilityForm,
      questionOf: (values, a) =>
        multiple(values, a) &&
        picksWithin(values.slots, values.startDate, values.endDate).length === 0
          ? t.noSlotQuestion
          : null,
    };
  }, [packages]);
  return (
    <RecordFormPage
      history={availabilityHistory}
      id={id}
      title={t}
      className="app-package-card"
      record={record}
      backTo={availabilityPaths.list}
      form={form}
      actions={useAvailabilityActions()}
    >
      <AvailabilityFields create={create} />
    </RecordFormPage>
  );
}
