import { Spinner } from '@blueprintjs/core';
import { ja } from '../../i18n/ja';

export function FullPageSpinner() {
  return (
    <div className="app-full-spinner" role="status" aria-live="polite">
      <Spinner size={40} aria-label={ja.app.loading} />
      <span className="app-visually-hidden">{ja.app.loading}</span>
    </div>
  );
}
