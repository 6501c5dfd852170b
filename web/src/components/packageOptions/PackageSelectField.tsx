import { Callout } from '@blueprintjs/core';
import { SelectField, type SelectFieldProps } from '../form/SelectField';
import { ja } from '../../i18n/ja';
import type { PackageOptions } from './usePackageOptions';

/**
 * The package a record is for (`packageId`): a select of every package (from usePackageOptions),
 * after an alert when none could be loaded.
 */
export function PackageSelectField({
  packages,
  ...field
}: { packages: PackageOptions } & Omit<SelectFieldProps, 'name' | 'options' | 'placeholder'>) {
  return (
    <>
      {packages.error && packages.options.length === 0 ? (
        <Callout intent="danger" className="app-form-callout" role="alert">
          {ja.catalogue.loadOptionsError}
        </Callout>
      ) : null}
      <SelectField
        name="packageId"
        options={packages.options}
        placeholder={ja.catalogue.choose}
        {...field}
      />
    </>
  );
}
