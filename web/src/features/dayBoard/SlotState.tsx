import { Tag, type Intent } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import type { DayBoardSlotState } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

const INTENT: Record<DayBoardSlotState, Intent> = {
  OPEN: 'success',
  NEARLY_FULL: 'warning',
  FULL: 'danger',
  OVERBOOKED: 'danger',
  HOLIDAY: 'none',
};

/** 空きあり / 残りわずか / 満席 / 超過 / 休業日 as a coloured tag (超過 solid: it needs acting on). */
export function SlotState({ state }: { state: DayBoardSlotState }) {
  return (
    <Tag
      intent={INTENT[state]}
      minimal={state === 'OPEN'}
      round
      icon={state === 'OVERBOOKED' ? <WarningSignIcon /> : undefined}
    >
      {ja.dayBoard.states[state]}
    </Tag>
  );
}
