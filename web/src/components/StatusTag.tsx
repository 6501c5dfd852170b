import type { Status } from '../__generated__/graphql';
import { ja } from '../i18n/ja';
import { LightTag } from './LightTag';

/** 有効 / 無効 as a small coloured tag (shown in list rows: the light markup). */
export function StatusTag({ status }: { status: Status }) {
  const active = status === 'ACTIVE';
  return (
    <LightTag intent={active ? 'success' : 'none'} minimal round>
      {active ? ja.form.statusActive : ja.form.statusInactive}
    </LightTag>
  );
}
