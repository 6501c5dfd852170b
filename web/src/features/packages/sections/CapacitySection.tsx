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

/** Most people, children and dogs per booking, and how many of each the price includes. */
export function CapacitySection({ create }: { create: boolean }) {
  const { values } = useFormikContext<PackageValues>();
  const kinds = dogKinds(values.dogType);
  const [legacyOpen, setLegacyOpen] = useState(false);
  return (
    <FormSection title={t.sections.capacity} help={t.sectionHelp.capacity}>
      <div className="app-form-row">
        <NumberField name="maxPeople" label={t.maxPeople} unit={c.people} required />
        <NumberField
          name="includedPeople"
          label={t.includedPeople}
          unit={c.people}
          required={create}
        />
      </div>
      <div className="app-form-row">
        <NumberField name="maxChildren" label={t.maxChildren} unit={c.people} />
        <NumberField name="includedChildren" label={t.includedChildren} unit={c.people} />
      </div>
      {kinds.bigAndMedium ? (
        <div className="app-form-row">
          <NumberField name="maxBigAndMediumDogs" label={t.maxBigAndMediumDogs} unit={c.dogs} />
          <NumberField
            name="includedBigAndMediumDogs"
            label={t.includedBigAndMediumDogs}
            unit={c.dogs}
          />
        </div>
      ) : null}
      {kinds.small ? (
        <div className="app-form-row">
          <NumberField name="maxSmallDogs" label={t.maxSmallDogs} unit={c.dogs} />
          <NumberField name="includedSmallDogs" label={t.includedSmallDogs} unit={c.dogs} />
        </div>
      ) : null}
      {kinds.combined ? (
        <div className="app-form-row">
          <NumberField name="maxDogs" label={t.maxDogs} unit={c.dogs} />
          <NumberField name="includedDogs" label={t.includedDogs} unit={c.dogs} />
        </div>
      ) : null}
      <Button
        variant="minimal"
        size="small"
        icon={legacyOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
        text={t.legacyHelp}
        aria-expanded={legacyOpen}
        onClick={() => setLegacyOpen((o) => !o)}
      />
      <Collapse isOpen={legacyOpen} keepChildrenMounted>
        <div className="app-form-row">
          <NumberField name="legacyMaxDogs" label={t.legacyMaxDogs} unit={c.dogs} />
          <NumberField name="legacyIncludedDogs" label={t.legacyIncludedDogs} unit={c.dogs} />
        </div>
      </Collapse>
    </FormSection>
  );
}
