import { useParams } from 'react-router-dom';
import { RecordFormPage } from '../form/RecordFormPage';
import { SwitchField } from '../form/SwitchField';
import { TextField } from '../form/TextField';
import { ja } from '../../i18n/ja';
import { categoryHistoryFields } from './categoryHistory';
import { categorySchema, categoryToValues, emptyCategory } from './categoryForm';
import type { CategoryRow, CategoryScreen } from './categoryScreen';

/** Add (…/add-…) or edit (…/:id) one category of an area: the title, and active where it has one. */
export function CategoryFormPage<Row extends CategoryRow, Sort extends string, Input>({
  screen,
}: {
  screen: CategoryScreen<Row, Sort, Input>;
}) {
  const { strings: t } = screen;
  const { id } = useParams();
  return (
    <RecordFormPage
      id={id}
      title={t}
      record={screen.useOne(id)}
      backTo={screen.paths.list}
      form={{
        empty: emptyCategory,
        toValues: categoryToValues,
        schema: categorySchema,
        toInput: screen.toInput,
      }}
      actions={screen.useActions()}
      // A title another category has: said under the title.
      reasonFields={{ DUPLICATE_CATEGORY_TITLE: 'title' }}
      history={{ recordType: screen.recordType, fields: categoryHistoryFields(t) }}
    >
      <TextField name="title" label={t.title} helperText={t.titleHelp} required />
      {screen.columns.includes('status') ? (
        <SwitchField name="active" label={t.status ?? ''} switchLabel={ja.form.active} />
      ) : null}
    </RecordFormPage>
  );
}
