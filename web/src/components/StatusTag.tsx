import { Tag } from '@blueprintjs/core';
import type { Status } from '../__generated__/graphql';
import { ja } from '../i18n/ja';

/** 有効 / 無効 as a small coloured tag. */
export function StatusTag({ status }: { status: Status }) {
  const active = status === 'ACTIVE';
  return (
    <Tag intent={active ? 'success' : 'none'} minimal round>
      {active ? ja.form.statusActive : ja.form.statusInactive}
    </Tag>
  );
}
