import { object, string } from 'yup';
import type { AddOnType } from '../../__generated__/graphql';
import { NumberField } from '../../components/form/NumberField';
import { countText, yenText } from '../../components/form/numberSchemas';
import { parseWholeNumber, toInt } from '../../components/form/numberText';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { ImageUploadField } from '../../components/upload/ImageUploadField';
import { formatYen } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { ChildTableField, type ChildColumn } from './ChildTableField';
import { fileNameOf, storedUrl } from './fileUrl';
import type { AddOnEntry } from './packageValues';

const t = ja.packages.addOn;
const c = ja.catalogue;

interface AddOnEditor {
  title: string;
  price: string;
  minPeople: string;
  maxPeople: string;
  type: AddOnType;
  description: string;
  image: { fileName: string; url: string } | null;
  perDayLimit: string;
}

const TYPES: AddOnType[] = ['PACKAGE_BASED', 'PEOPLE_BASED'];

const columns: ChildColumn<AddOnEntry>[] = [
  {
    header: t.title,
    render: (e) => (
      <span className="app-addon-title">
        {e.imageUrl ? <img src={e.imageUrl} alt="" className="app-addon-thumb" /> : null}
        {e.title}
      </span>
    ),
  },
  { header: t.price, align: 'end', render: (e) => `${formatYen(e.price)}（${t.types[e.type]}）` },
  {
    header: `${t.minPeople}〜${t.maxPeople}`,
    render: (e) => `${e.minPeople}〜${e.maxPeople}${c.people}`,
  },
  { header: t.perDayLimit, align: 'end', render: (e) => e.perDayLimit },
];

/** The package's add-ons (e.g. a BBQ set): title, price and how it is priced, limits, image. */
export function AddOnsField() {
  return (
    <ChildTableField<AddOnEntry, AddOnEditor>
      name="addOns"
      label={ja.packages.sections.addOns}
      columns={columns}
      entryTitle={(e) => e.title}
      emptyText={t.none}
      addText={t.add}
      newEntryTitle={t.editorNew}
      emptyEditor={() => ({
        title: '',
        price: '',
        minPeople: '',
        maxPeople: '',
        type: 'PACKAGE_BASED',
        description: '',
        image: null,
        perDayLimit: '',
      })}
      toEditor={(e) => ({
        title: e.title,
        price: String(e.price),
        minPeople: String(e.minPeople),
        maxPeople: String(e.maxPeople),
        type: e.type,
        description: e.description,
        image: e.imageUrl ? { fileName: fileNameOf(e.imageUrl), url: e.imageUrl } : null,
        perDayLimit: String(e.perDayLimit),
      })}
      fromEditor={(v) => ({
        title: v.title.trim(),
        price: toInt(v.price),
        minPeople: toInt(v.minPeople),
        maxPeople: toInt(v.maxPeople),
        type: v.type,
        description: v.description.trim(),
        imageUrl: v.image ? storedUrl(v.image) : '',
        perDayLimit: toInt(v.perDayLimit),
      })}
      editorSchema={() =>
        object({
          title: string().trim().required(t.titleRequired),
          price: yenText(),
          minPeople: countText().test('min-not-above-max', t.minAboveMax, function (min) {
            const [lo, hi] = [parseWholeNumber(min), parseWholeNumber(this.parent.maxPeople)];
            return lo === null || hi === null || lo <= hi;
          }),
          maxPeople: countText(),
          perDayLimit: countText(),
        })
      }
      editorFields={
        <>
          <TextField name="title" label={t.title} required />
          <div className="app-form-row">
            <NumberField name="price" label={t.price} unit={c.yen} />
            <SelectField
              name="type"
              label={t.type}
              options={TYPES.map((value) => ({ value, label: t.types[value] }))}
            />
          </div>
          <div className="app-form-row-3">
            <NumberField name="minPeople" label={t.minPeople} unit={c.people} />
            <NumberField name="maxPeople" label={t.maxPeople} unit={c.people} />
            <NumberField name="perDayLimit" label={t.perDayLimit} />
          </div>
          <TextAreaField name="description" label={t.description} rows={2} />
          <ImageUploadField name="image" label={t.image} kind="GALLERY" />
        </>
      }
    />
  );
}
