import { object, string } from 'yup';
import { NumberField } from '../../components/form/NumberField';
import { yenText } from '../../components/form/numberSchemas';
import { toInt } from '../../components/form/numberText';
import { SelectField, type SelectOption } from '../../components/form/SelectField';
import { formatYen } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { ChildTableField, type ChildColumn } from './ChildTableField';
import type { SeasonPriceEntry } from './packageValues';

const t = ja.packages.seasonPrice;
const c = ja.catalogue;

interface SeasonPriceEditor {
  seasonId: string;
  weekdayPrice: string;
  weekendPrice: string;
  dogExtraPrice: string;
  peopleExtraPrice: string;
  childrenExtraPrice: string;
}
const PRICES = [
  'weekdayPrice',
  'weekendPrice',
  'peopleExtraPrice',
  'childrenExtraPrice',
  'dogExtraPrice',
] as const;

const columns: ChildColumn<SeasonPriceEntry>[] = [
  { header: t.season, render: (e) => e.seasonTitle },
  ...PRICES.map((k) => ({
    header: t[k],
    align: 'end' as const,
    render: (e: SeasonPriceEntry) => formatYen(e[k]),
  })),
];

/** The package's season prices: one entry per season, each replacing the package's own prices. */
export function SeasonPricesField({
  seasons,
  titles,
}: {
  seasons: SelectOption[];
  /** Season id → its title (the options also show the dates). */
  titles: ReadonlyMap<string, string>;
}) {
  const titleOf = (id: string) => titles.get(id) ?? '';
  return (
    <ChildTableField<SeasonPriceEntry, SeasonPriceEditor>
      name="seasonPrices"
      label={ja.packages.sections.seasonPrices}
      columns={columns}
      entryTitle={(e) => e.seasonTitle}
      emptyText={t.none}
      addText={t.add}
      newEntryTitle={t.editorNew}
      emptyEditor={() => ({
        seasonId: '',
        weekdayPrice: '',
        weekendPrice: '',
        dogExtraPrice: '',
        peopleExtraPrice: '',
        childrenExtraPrice: '',
      })}
      toEditor={(e) => ({
        seasonId: e.seasonId,
        weekdayPrice: String(e.weekdayPrice),
        weekendPrice: String(e.weekendPrice),
        dogExtraPrice: String(e.dogExtraPrice),
        peopleExtraPrice: String(e.peopleExtraPrice),
        childrenExtraPrice: String(e.childrenExtraPrice),
      })}
      fromEditor={(v) => ({
        seasonId: v.seasonId,
        seasonTitle: titleOf(v.seasonId),
        weekdayPrice: toInt(v.weekdayPrice),
        weekendPrice: toInt(v.weekendPrice),
        dogExtraPrice: toInt(v.dogExtraPrice),
        peopleExtraPrice: toInt(v.peopleExtraPrice),
        childrenExtraPrice: toInt(v.childrenExtraPrice),
      })}
      editorSchema={(others) =>
        object({
          seasonId: string()
            .required(t.selectSeason)
            .test('once', t.duplicate, (id) => !others.some((o) => o.seasonId === id)),
          ...Object.fromEntries(PRICES.map((k) => [k, yenText()])),
        })
      }
      editorFields={
        <>
          <SelectField
            name="seasonId"
            label={t.season}
            options={seasons}
            placeholder={c.choose}
            required
          />
          <div className="app-form-row">
            <NumberField name="weekdayPrice" label={t.weekdayPrice} unit={c.yen} />
            <NumberField name="weekendPrice" label={t.weekendPrice} unit={c.yen} />
          </div>
          <div className="app-form-row-3">
            <NumberField name="peopleExtraPrice" label={t.peopleExtraPrice} unit={c.yen} />
            <NumberField name="childrenExtraPrice" label={t.childrenExtraPrice} unit={c.yen} />
            <NumberField name="dogExtraPrice" label={t.dogExtraPrice} unit={c.yen} />
          </div>
        </>
      }
    />
  );
}
