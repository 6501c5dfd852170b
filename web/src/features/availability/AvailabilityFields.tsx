import { Callout } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { DateField } from '../../components/form/DateField';
import { NumberField } from '../../components/form/NumberField';
import { ja } from '../../i18n/ja';
import { PackageSelectField } from '../../components/packageOptions/PackageSelectField';
import { usePackageOptions } from '../../components/packageOptions/usePackageOptions';
import type { AvailabilityValues } from './availabilitySchema';
import { SlotCalendar } from './SlotCalendar';

const t = ja.availability;

/** The availability's fields: package (chosen on create only), dates, inventory, slot calendar. */
export function AvailabilityFields({ create }: { create: boolean }) {
  const { values, setFieldValue } = useFormikContext<AvailabilityValues>();
  const packages = usePackageOptions();
  const chosen = packages.packages.find((p) => p.id === values.packageId);

  // Another package has other seasons, so other slots: the selection starts again.
  const lastPackage = useRef(values.packageId);
  useEffect(() => {
    if (lastPackage.current !== values.packageId) {
      lastPackage.current = values.packageId;
      void setFieldValue('slots', []);
    }
  }, [values.packageId, setFieldValue]);

  return (
    <>
      <PackageSelectField
        packages={packages}
        label={t.package}
        helperText={create ? t.packageHelp : t.packageLocked}
        disabled={!create}
        required={create}
      />
      <div className="app-form-row-3">
        <DateField name="startDate" label={t.startDate} required />
        {/* No minDate: an end typed before the start keeps its text and gets the forms' message. */}
        <DateField name="endDate" label={t.endDate} required />
        <NumberField
          name="inventory"
          label={t.inventory}
          helperText={chosen ? t.inventoryDefault(chosen.inventory) : t.inventoryHelp}
        />
      </div>
      {chosen?.timeSlotType === 'SINGLE' ? (
        <Callout className="app-form-callout">{t.gridSingle}</Callout>
      ) : chosen ? (
        <SlotCalendar packageId={chosen.id} />
      ) : null}
    </>
  );
}
