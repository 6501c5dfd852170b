import { useNavigate, useParams } from 'react-router-dom';
import { AvailabilityDocument, type AvailabilityQuery } from '../../__generated__/graphql';
import { useRecordQuery } from '../../components/query/useRecordQuery';
import { FormScreen, RecordPending } from '../../components/form/FormScreen';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { listReturnPath } from '../../components/list/listReturn';
import { ja } from '../../i18n/ja';
import { AvailabilityFields } from './AvailabilityFields';
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

const t = ja.availability;

/** Add (/availability/add-new-availability) or edit (…/:id) the availability of a package. */
export default function AvailabilityFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const actions = useAvailabilityActions();
  const { data, loading, error, refetch } = useRecordQuery<AvailabilityQuery>(
    AvailabilityDocument,
    id,
  );
  const availability = data?.availability;
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (id && !availability) {
    body = (
      <RecordPending
        loading={loading}
        error={error}
        refetch={refetch}
        backTo={availabilityPaths.list}
      />
    );
  } else {
    body = (
      <AppForm<AvailabilityValues>
        initialValues={availability ? availabilityToValues(availability) : emptyAvailability()}
        schema={availability ? updateAvailabilitySchema : createAvailabilitySchema}
        ariaLabel={title}
        className="app-form"
        onReload={() => void refetch().catch(() => undefined)}
        impactOf={(values) => (availability ? availabilityImpact(values, availability) : null)}
        onSubmit={async (values) => {
          if (availability) {
            const multiple = availability.packageTimeSlotType === 'MULTIPLE';
            await actions.update(availability, valuesToInput(values, multiple));
            // Back to the list as it was left: the edited row is where it was.
            return () => navigate(listReturnPath(availabilityPaths.list));
          }
          await actions.create(valuesToInput(values, true));
          return () => navigate(availabilityPaths.list);
        }}
      >
        <AvailabilityFields create={!availability} />
        <FormActions cancelTo={listReturnPath(availabilityPaths.list)} />
      </AppForm>
    );
  }

  return (
    <FormScreen title={title} className="app-package-card">
      {body}
    </FormScreen>
  );
}
