import type { ReactNode } from 'react';
import './catalogue.css';

/** A titled group of fields (a fieldset, so its legend names the group for assistive technology). */
export function FormSection({
  title,
  help,
  children,
  className,
}: {
  title: string;
  help?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={className ? `app-section ${className}` : 'app-section'}>
      <legend className="app-section-title">{title}</legend>
      {help ? <p className="app-section-help app-muted">{help}</p> : null}
      {children}
    </fieldset>
  );
}
