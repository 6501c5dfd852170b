import type { WalletBalance } from '../__generated__/resolvers-types.js';
import type { BalanceValue } from '../rest/envelope.js';
import { record } from '../rest/read.js';

/** The wallet balance (the envelope normaliser's `balance` shape). */
export function toWallet(value: BalanceValue): WalletBalance {
  const r = record(value.data, 'wallet');
  return {
    balance: Math.round(value.balance),
    currency: r.optStr('currency') || null,
    updatedAt: r.optDateTime('updatedAt'),
  };
}
