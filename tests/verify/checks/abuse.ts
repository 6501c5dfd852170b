// Abuse of the gateway in production mode, in an order that keeps each check independent:
// the brute force locks this address out of login, and random operations come last because
// they change and delete data.
import { bruteForceCheck } from './abuse-brute-force';
import { csrfCheck } from './abuse-csrf';
import { limitsCheck } from './abuse-limits';
import { productionCheck } from './abuse-production';
import { randomCheck } from './abuse-random';
import { securityCheck } from './abuse-security';
import type { Row } from '../support/report';
import type { VerifySizes } from '../support/sizes';
import type { VerifyStack } from '../support/stack';

export async function abuseChecks(
  stack: VerifyStack,
  sizes: Pick<VerifySizes, 'randomOperations'>,
): Promise<Row[]> {
  return [
    ...(await productionCheck(stack)),
    ...(await limitsCheck(stack)),
    ...(await csrfCheck(stack)),
    ...(await securityCheck(stack)),
    ...(await bruteForceCheck(stack)),
    ...(await randomCheck(stack, sizes.randomOperations)),
  ];
}
