import { useNavigate, useParams } from 'react-router-dom';
import { FormScreen, RecordPending } from '../form/FormScreen';
import { AppForm } from '../form/AppForm';
import { FormActions } from '../form/FormActions';
import { SwitchField } from '../form/SwitchField';
import { TextField } from '../form/TextField';
import { listReturnPath } from '../list/listReturn';
import { ja } from '../../i18n/ja';
import {
  categorySchema,
  categoryToValues,
  emptyCategory,
  type CategoryValues,
} from './categoryForm';
import type { CategoryRow, CategoryScreen } from './categoryScreen';

/** Add (…/add-…) or edit (…/:id) one category of an area: the title, and active where it has one. */
export function CategoryFormPage<Row extends CategoryRow, Sort extends string, Input>({
  screen,
}: {
  screen: CategoryScreen<Row, Sort, Input>;
}) {
  const { strings: t, paths } = screen;
  const { id } = useParams();
  const navigate = useNavigate();
  const actions = screen.useActions();
  const { value: category, loading, error, refetch } = screen.useOne(id);
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (id && !category) {
    body = <RecordPending loading={loading} error={error} refetch={refetch} backTo={paths.list} />;
  } else {
    body = (
      <AppForm<CategoryValues>
        initialValues={category ? categoryToValues(category) : emptyCategory()}
        schema={categorySchema}
        ariaLabel={title}
        className="app-form"
        onReload={() => void refetch().catch(() => undefined)}
        onSubmit={async (values) => {
          const input = screen.toInput(values);
          if (category) {
            await actions.update(category, input);
            // Back to the list as it was left: the edited row is where it was.
            return () => navigate(listReturnPath(paths.list));
          }
          await actions.create(input);
          // A new row shows at the top of the list in its default order.
          return () => navigate(paths.list);
        }}
      >
        <TextField name="title" label={t.title} helperText={t.titleHelp} required />
        {screen.columns.includes('status') ? (
          <SwitchField name="active" label={t.status ?? ''} switchLabel={ja.form.active} />
        ) : null}
        <FormActions cancelTo={listReturnPath(paths.list)} />
      </AppForm>
    );
  }

  return <FormScreen title={title}>{body}</FormScreen>;
}
