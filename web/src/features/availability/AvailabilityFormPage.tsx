import { Card, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useAvailabilityQuery } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import { listReturnPath } from '../../components/list/listReturn';
import { PageHeader } from '../../components/pages/PageHeader';
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
  const { data, loading, error, refetch } = useAvailabilityQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const availability = data?.availability;
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (id && !availability) {
    body = loading ? (
      <Spinner aria-label={ja.app.loading} />
    ) : (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
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
    <>
      <PageHeader title={title} />
      <Card className="app-form-card app-package-card">{body}</Card>
    </>
  );
}
