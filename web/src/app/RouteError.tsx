import { useRouteError } from 'react-router-dom';
import { StatusPage } from '../components/pages/StatusPage';
import { ja } from '../i18n/ja';

/** A screen that failed to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="app-simple">
      <StatusPage
        code="500"
        title={ja.pages.serverErrorTitle}
        body={ja.pages.serverErrorBody}
        reload
      />
    </div>
  );
}
