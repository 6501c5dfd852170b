import { Button, Collapse } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { NumberField } from '../../../components/form/NumberField';
import { ja } from '../../../i18n/ja';
import { FormSection } from '../../../components/form/FormSection';
import type { PackageValues } from '../packageValues';
import { dogKinds } from './dogKinds';

const t = ja.packages;
const c = ja.catalogue;

type Counted = 'People' | 'Children' | 'BigAndMediumDogs' | 'SmallDogs' | 'Dogs';

/** The most a booking may bring of one kind, beside how many of them the price includes. */
function CountRow({
  of,
  unit,
  required,
}: {
  of: Counted | 'LegacyDogs';
  unit: string;
  required?: { max: boolean; included: boolean };
}) {
  const max = of === 'LegacyDogs' ? 'legacyMaxDogs' : (`max${of}` as const);
  const included = of === 'LegacyDogs' ? 'legacyIncludedDogs' : (`included${of}` as const);
  return (
    <div className="app-form-row">
      <NumberField name={max} label={t[max]} unit={unit} required={required?.max} />
      <NumberField name={included} label={t[included]} unit={unit} required={required?.included} />
    </div>
  );
}

/** Most people, children and dogs per booking, and how many of each the price includes. */
export function CapacitySection({ create }: { create: boolean }) {
  const { values } = useFormikContext<PackageValues>();
  const kinds = dogKinds(values.dogType);
  const [legacyOpen, setLegacyOpen] = useState(false);
  return (
    <FormSection title={t.sections.capacity} help={t.sectionHelp.capacity}>
      <CountRow of="People" unit={c.people} required={{ max: true, included: create }} />
      <CountRow of="Children" unit={c.people} />
      {kinds.bigAndMedium ? <CountRow of="BigAndMediumDogs" unit={c.dogs} /> : null}
      {kinds.small ? <CountRow of="SmallDogs" unit={c.dogs} /> : null}
      {kinds.combined ? <CountRow of="Dogs" unit={c.dogs} /> : null}
      <Button
        variant="minimal"
        size="small"
        icon={legacyOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
        text={t.legacyHelp}
        aria-expanded={legacyOpen}
        onClick={() => setLegacyOpen((o) => !o)}
      />
      <Collapse isOpen={legacyOpen} keepChildrenMounted>
        <CountRow of="LegacyDogs" unit={c.dogs} />
      </Collapse>
    </FormSection>
  );
}
