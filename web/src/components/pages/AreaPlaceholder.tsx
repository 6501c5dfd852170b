import { Card } from '@blueprintjs/core';
import { BuildIcon } from '@blueprintjs/icons';
import { ja } from '../../i18n/ja';
import { EmptyState } from '../feedback/EmptyState';
import { PageHeader } from './PageHeader';

/** A screen not built yet, inside the shell, naming its area. */
export function AreaPlaceholder({ area, embedded }: { area: string; embedded?: boolean }) {
  return (
    <>
      {embedded ? null : <PageHeader title={area} />}
      <Card className="app-placeholder">
        <EmptyState
          icon={<BuildIcon size={48} />}
          title={ja.placeholder.lead(area)}
          description={ja.placeholder.detail}
        />
      </Card>
    </>
  );
}
