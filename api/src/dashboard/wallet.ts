import type { Db } from '../db/db.js';

export interface WalletBalance {
  balance: number;
  currency: string;
  updatedAt: string;
}

/** The one wallet balance row, if it exists. */
export async function getWalletBalance(db: Db): Promise<WalletBalance | undefined> {
  const [row] = await db.query<WalletBalance>(
    `SELECT balance, currency, updated_at AS "updatedAt" FROM wallet_balance WHERE id = 1`,
  );
  return row;
}
