import { randomBytes } from 'node:crypto';

/** What a browser session maps its opaque id to. */
export interface SessionRecord {
  /** The upstream access token; never leaves the gateway. */
  token: string;
  userId: string;
  /** The viewer's role when signing in (`admin` / `staff`), for the gateway's role checks. */
  role: string;
  /** Epoch ms after which the session ends whatever its use (the absolute lifetime). */
  endsAt: number;
}

export interface SessionLifetimes {
  /** Unused this long, a session ends (SESSION_IDLE_SECONDS, 8 h). */
  idleSeconds: number;
  /** A session ends this long after sign-in however it is used (SESSION_MAX_SECONDS, 24 h). */
  maxSeconds: number;
  /**
   * Most live sessions of one user (SESSION_MAX_PER_USER, 20): a new sign-in past it ends that
   * user's oldest session, so one account signing in again and again cannot push everyone else's
   * sessions out of the store.
   */
  maxPerUser?: number;
}

export const DEFAULT_MAX_SESSIONS_PER_USER = 20;

/**
 * Browser sessions: an opaque id in the cookie, the upstream token and user here. Every session
 * of a user can be ended at once (password change or reset, deactivation, deletion).
 */
export interface SessionStore {
  create(record: SessionRecord): Promise<string>;
  /** The live session of an id (its idle clock restarted), or null. */
  get(id: string): Promise<SessionRecord | null>;
  destroy(id: string): Promise<void>;
  /** Ends every session of a user. */
  destroyUser(userId: string): Promise<void>;
  close(): Promise<void>;
}

/** 256 random bits, URL-safe: the cookie value. */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

/** Session ids are 43 URL-safe characters; anything else is not looked up. */
export const isSessionId = (value: string): boolean => /^[\w-]{43}$/.test(value);
