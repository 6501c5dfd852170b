import { Card, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useNewsCategoryQuery } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import { TextField } from '../../components/form/TextField';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import {
  emptyNewsCategory,
  newsCategorySchema,
  newsCategoryToValues,
  valuesToInput,
  type NewsCategoryValues,
} from './newsCategorySchema';
import { newsCategoryPaths } from './paths';
import { useNewsCategoryActions } from './useNewsCategoryActions';

const t = ja.newsCategories;

/** Add (/categorytopics/add-categorytopics) or edit (…/:id) a news category. */
export default function NewsCategoryFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const actions = useNewsCategoryActions();
  const { data, loading, error, refetch } = useNewsCategoryQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const category = data?.newsCategory;
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (id && !category) {
    body = loading ? (
      <Spinner aria-label={ja.app.loading} />
    ) : (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={newsCategoryPaths.list}
      />
    );
  } else {
    body = (
      <AppForm<NewsCategoryValues>
        initialValues={category ? newsCategoryToValues(category) : emptyNewsCategory()}
        schema={newsCategorySchema}
        ariaLabel={title}
        className="app-form"
        onReload={() => void refetch().catch(() => undefined)}
        onSubmit={async (values) => {
          const input = valuesToInput(values);
          if (category) await actions.update(category, input);
          else await actions.create(input);
          return () => navigate(newsCategoryPaths.list);
        }}
      >
        <TextField name="title" label={t.title} helperText={t.titleHelp} required />
        <FormActions cancelTo={newsCategoryPaths.list} />
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
