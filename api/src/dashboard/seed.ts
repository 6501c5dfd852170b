import { insertMany, type SeedContext } from '../seed/context.js';

/** The wallet balance of the external API account, in yen. */
export async function seedWalletBalance(ctx: SeedContext): Promise<void> {
  await insertMany(
    ctx.db,
    'wallet_balance',
    ['id', 'balance', 'currency'],
    [[1, ctx.rng.int(40, 400) * 1000, 'JPY']],
  );
}
