import { SelectField, type SelectOption } from '../../../components/form/SelectField';
import { ja } from '../../../i18n/ja';
import { FormSection } from '../../../components/form/FormSection';

const t = ja.packages;

/** The dog (room) category, required on create ("please enter room category"), and the package category. */
export function CategoriesSection({
  create,
  dogCategories,
  packageCategories,
}: {
  create: boolean;
  dogCategories: SelectOption[];
  packageCategories: SelectOption[];
}) {
  return (
    <FormSection title={t.sections.categories}>
      <div className="app-form-row">
        <SelectField
          name="dogCategoryId"
          label={t.dogCategory}
          options={dogCategories}
          placeholder={create ? ja.catalogue.choose : ja.catalogue.none}
          required={create}
        />
        <SelectField
          name="categoryId"
          label={t.category}
          options={packageCategories}
          placeholder={ja.catalogue.none}
        />
      </div>
    </FormSection>
  );
}
