import { Button } from '@blueprintjs/core';
import { BlockedPersonIcon, LogInIcon, UndoIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import type { ArrivalFieldsFragment, BookingStatus } from '../../__generated__/graphql';
import { formatTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { LightTag } from '../LightTag';
import type { ArrivalAction, ArrivalActions, ArrivingBooking } from './useArrivalActions';
import './arrival.css';

const t = ja.arrival;

/** Only a booked or pending booking arrives (the gateway refuses the others). */
const arrives = (status: BookingStatus) => status === 'BOOKED' || status === 'PENDING';

/**
 * 到着済み 10:05 / 不着 / 到着予定, as a small coloured tag; `printOnlyExpected`: 到着予定 only on
 * paper (on screen its buttons say it, in less room).
 */
export function ArrivalTag({
  arrival,
  printOnlyExpected = false,
}: {
  arrival: ArrivalFieldsFragment;
  printOnlyExpected?: boolean;
}) {
  switch (arrival.state) {
    case 'CHECKED_IN':
      return (
        <LightTag intent="success" round>
          {arrival.at ? t.checkedInAt(formatTime(arrival.at)) : t.states.CHECKED_IN}
        </LightTag>
      );
    case 'NO_SHOW':
      return (
        <LightTag intent="danger" round>
          {t.states.NO_SHOW}
        </LightTag>
      );
    default:
      return (
        <span className={printOnlyExpected ? 'app-arrival-print-only' : undefined}>
          <LightTag minimal round>
            {t.states.EXPECTED}
          </LightTag>
        </span>
      );
  }
}

interface Props {
  booking: ArrivingBooking & { status: BookingStatus };
  /** Null: the gateway could not read it (its store is down); nothing to act on. */
  arrival: ArrivalFieldsFragment | null;
  actions: ArrivalActions;
  /** Show who marked it (the booking's page; the board has no room). */
  withBy?: boolean;
  /** One line in a table row: 到着予定 is left to the buttons on screen (printed, it shows). */
  compact?: boolean;
}

/**
 * A booking's arrival at the desk and what can be done about it: チェックイン and 来られなかった
 * while expected, 取り消す once marked. The buttons are left out of print.
 */
export function ArrivalControls({
  booking,
  arrival,
  actions,
  withBy = false,
  compact = false,
}: Props) {
  if (!arrival) return <span className="app-muted">{t.unreadable}</span>;
  const marked = arrival.state !== 'EXPECTED';
  if (!marked && !arrives(booking.status))
    return <span className="app-muted">{t.notArriving}</span>;
  const busy = actions.busyId === booking.id;
  const button = (action: ArrivalAction, text: string, icon: ReactElement, intent?: 'success') => (
    <Button
      key={action}
      size="small"
      variant={intent ? 'solid' : 'outlined'}
      intent={intent ?? 'none'}
      icon={icon}
      text={text}
      aria-label={t.actionLabel(text, booking.bookingNumber)}
      disabled={busy}
      onClick={() => void actions.run(action, booking)}
    />
  );
  return (
    <span className={compact ? 'app-arrival is-compact' : 'app-arrival'}>
      <ArrivalTag arrival={arrival} printOnlyExpected={compact} />
      {withBy && arrival.by ? <span className="app-muted">{t.by(arrival.by.name)}</span> : null}
      <span className="app-arrival-actions">
        {marked
          ? button('undo', t.undo, <UndoIcon />)
          : [
              button('checkIn', t.checkIn, <LogInIcon />, 'success'),
              button('noShow', t.noShow, <BlockedPersonIcon />),
            ]}
      </span>
    </span>
  );
}
