import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { AccountStates } from '../auth/accounts.js';
import type { ApiLoginLimiter } from '../auth/login-limit.js';
import type { TokenService } from '../auth/tokens.js';
import type { ErrorStyle } from './errors.js';

/** The fastify instance every area plugin receives: TypeBox-typed, with the api's services. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface AuthUser {
  id: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ApiConfig;
    tokens: TokenService;
    /** Account state behind tokens (exists, active, token version), briefly cached. */
    accounts: AccountStates;
    /** Failed sign-ins per login name, account and address (POST /admin/login, password changes). */
    loginLimiter: ApiLoginLimiter;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every non-public route. */
    user: AuthUser;
  }
  interface FastifyContextConfig {
    /** Validation failure shape of this route (default 'param'). */
    errorStyle?: ErrorStyle;
    /** Reachable without a bearer token. */
    public?: boolean;
  }
}
