import { ja } from '../i18n/ja';

const t = ja.bookings;

/** A state as sent → its Japanese label; an unknown one says so, with the value as sent. */
function label(labels: Readonly<Record<string, string>>, raw: string): string {
  const key = raw.trim().toLowerCase();
  if (!key) return t.payment.none;
  return Object.hasOwn(labels, key) ? labels[key]! : t.otherState(raw);
}

/** paid, unpaid, failed, refunded… as the provider reports them. */
export const paymentStatusLabel = (raw: string) => label(t.payment, raw);

/** The payment gateway's state (succeeded, requires_payment_method, processing…). */
export const gatewayStatusLabel = (raw: string) => label(t.gatewayStatus, raw);

/** The shop's order state (pending, confirmed, cancelled, failed…). */
export const orderStatusLabel = (raw: string) => label(t.orderStatus, raw);
