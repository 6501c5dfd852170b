import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Set by the gateway: the address of its own client, as the gateway sees it (TRUST_PROXY-aware). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
/** Set by the gateway: GATEWAY_SECRET, proving the client address comes from it. */
export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The client address for sign-in limits. Behind the gateway every request comes from the gateway's
 * address, so the gateway passes its client's in x-client-address; that header is believed only
 * on a request that also carries the shared GATEWAY_SECRET (x-gateway-secret), so a client reaching
 * the api directly cannot choose its address. Otherwise: the connection's address.
 */
export function clientAddress(request: FastifyRequest, secret: string | undefined): string {
  const given = request.headers[GATEWAY_SECRET_HEADER];
  const address = request.headers[CLIENT_ADDRESS_HEADER];
  if (
    secret &&
    typeof given === 'string' &&
    typeof address === 'string' &&
    sameSecret(given, secret) &&
    isIP(address.trim())
  )
    return address.trim();
  return request.ip;
}
