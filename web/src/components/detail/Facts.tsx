import type { ReactNode } from 'react';
import './detail.css';

/** Label and value pairs of a detail section. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="app-facts">
      {items.map(([label, value]) => (
        <div key={label} className="app-fact">
          <dt>{label}</dt>
          <dd>{value === '' || value == null ? <span className="app-muted">—</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
