import { Card, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { usePackageCategoryQuery } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import { listReturnPath } from '../../components/list/listReturn';
import { SwitchField } from '../../components/form/SwitchField';
import { TextField } from '../../components/form/TextField';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import {
  emptyPackageCategory,
  packageCategorySchema,
  packageCategoryToValues,
  valuesToInput,
  type PackageCategoryValues,
} from './packageCategorySchema';
import { packageCategoryPaths } from './paths';
import { usePackageCategoryActions } from './usePackageCategoryActions';

const t = ja.packageCategories;

/** Add (/package-category/add-package-category) or edit (…/:id) a package category. */
export default function PackageCategoryFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const actions = usePackageCategoryActions();
  const { data, loading, error, refetch } = usePackageCategoryQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const category = data?.packageCategory;
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (id && !category) {
    body = loading ? (
      <Spinner aria-label={ja.app.loading} />
    ) : (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={packageCategoryPaths.list}
      />
    );
  } else {
    body = (
      <AppForm<PackageCategoryValues>
        initialValues={category ? packageCategoryToValues(category) : emptyPackageCategory()}
        schema={packageCategorySchema}
        ariaLabel={title}
        className="app-form"
        onReload={() => void refetch().catch(() => undefined)}
        onSubmit={async (values) => {
          const input = valuesToInput(values);
          if (category) {
            await actions.update(category, input);
            // Back to the list as it was left: the edited row is where it was.
            return () => navigate(listReturnPath(packageCategoryPaths.list));
          }
          await actions.create(input);
          return () => navigate(packageCategoryPaths.list);
        }}
      >
        <TextField name="title" label={t.title} helperText={t.titleHelp} required />
        <SwitchField name="active" label={t.status} switchLabel={ja.form.active} />
        <FormActions cancelTo={listReturnPath(packageCategoryPaths.list)} />
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
