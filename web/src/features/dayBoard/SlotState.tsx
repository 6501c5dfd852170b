import { Tag, type Intent } from '@blueprintjs/core';
import type { DayBoardSlotState } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

const INTENT: Record<DayBoardSlotState, Intent> = {
  OPEN: 'success',
  NEARLY_FULL: 'warning',
  FULL: 'danger',
  HOLIDAY: 'none',
};

/** 空きあり / 残りわずか / 満席 / 休業日 as a coloured tag. */
export function SlotState({ state }: { state: DayBoardSlotState }) {
  return (
    <Tag intent={INTENT[state]} minimal={state === 'OPEN'} round>
      {ja.dayBoard.states[state]}
    </Tag>
  );
}
