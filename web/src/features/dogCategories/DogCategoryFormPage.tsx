import { Card, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useDogCategoryQuery } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { listReturnPath } from '../../components/list/listReturn';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SwitchField } from '../../components/form/SwitchField';
import { TextField } from '../../components/form/TextField';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import {
  dogCategorySchema,
  dogCategoryToValues,
  emptyDogCategory,
  valuesToInput,
  type DogCategoryValues,
} from './dogCategorySchema';
import { dogCategoryPaths } from './paths';
import { useDogCategoryActions } from './useDogCategoryActions';

const t = ja.dogCategories;

/** Add (/roomcategory/add-room-category) or edit (…/:id) a dog category. */
export default function DogCategoryFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const actions = useDogCategoryActions();
  const { data, loading, error, refetch } = useDogCategoryQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const category = data?.dogCategory;
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (id && !category) {
    body = loading ? (
      <Spinner aria-label={ja.app.loading} />
    ) : (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={dogCategoryPaths.list}
      />
    );
  } else {
    body = (
      <AppForm<DogCategoryValues>
        initialValues={category ? dogCategoryToValues(category) : emptyDogCategory()}
        schema={dogCategorySchema}
        ariaLabel={title}
        className="app-form"
        onReload={() => void refetch().catch(() => undefined)}
        onSubmit={async (values) => {
          const input = valuesToInput(values);
          if (category) {
            await actions.update(category, input);
            // Back to the list as it was left: the edited row is where it was.
            return () => navigate(listReturnPath(dogCategoryPaths.list));
          }
          await actions.create(input);
          // A new row shows at the top of the list in its default order.
          return () => navigate(dogCategoryPaths.list);
        }}
      >
        <TextField name="title" label={t.title} helperText={t.titleHelp} required />
        <SwitchField name="active" label={t.status} switchLabel={ja.form.active} />
        <FormActions cancelTo={listReturnPath(dogCategoryPaths.list)} />
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
