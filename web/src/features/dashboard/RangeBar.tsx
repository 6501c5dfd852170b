import { Button, ButtonGroup } from '@blueprintjs/core';
import { ja } from '../../i18n/ja';
import { DateRangeFilter } from '../../components/date/DateRangeFilter';
import { PRESETS, type Preset, type useDashboardRange } from './useDashboardRange';

const t = ja.dashboard;

/** The dashboard's visit-day range: two dates and quick choices. */
export function RangeBar({ range }: { range: ReturnType<typeof useDashboardRange> }) {
  return (
    <div className="app-dash-range">
      <DateRangeFilter
        from={range.from}
        to={range.to}
        invalid={range.range === null}
        startLabel={t.from}
        endLabel={t.to}
        onChange={range.set}
      />
      <ButtonGroup className="app-dash-presets" aria-label={t.presetsLabel}>
        {(Object.keys(PRESETS) as Preset[]).map((p) => (
          <Button
            key={p}
            text={t.presets[p]}
            variant={range.preset === p ? 'solid' : 'outlined'}
            intent={range.preset === p ? 'primary' : 'none'}
            aria-pressed={range.preset === p}
            onClick={() => range.choose(p)}
          />
        ))}
      </ButtonGroup>
    </div>
  );
}
