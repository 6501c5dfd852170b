import { ja } from '../../i18n/ja';
import { cx } from '../../components/cx';

/** The product mark and name. */
export function Brand({ className, compact }: { className?: string; compact?: boolean }) {
  return (
    <span className={cx('app-brand', className)}>
      <svg className="app-brand-mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" />
        <circle cx="11" cy="11" r="2.6" />
        <circle cx="21" cy="11" r="2.6" />
        <circle cx="7.5" cy="17" r="2.3" />
        <circle cx="24.5" cy="17" r="2.3" />
        <path d="M16 15.5c-3.6 0-7 4.6-7 7.2 0 2 1.6 2.8 3.5 2.8 1.4 0 2.3-.7 3.5-.7s2.1.7 3.5.7c1.9 0 3.5-.8 3.5-2.8 0-2.6-3.4-7.2-7-7.2z" />
      </svg>
      {compact ? null : <span className="app-brand-name">{ja.app.name}</span>}
    </span>
  );
}
