/** Paths the shell itself needs; each feature keeps its own paths beside its screens. */
export const DEFAULT_PATH = '/dashboard/default';
export const LOGIN_PATH = '/login';
export const EDIT_PASSWORD_PATH = '/apps/profiles/account/password';

/** The auth screens of spec section 2; each also exists under /auth. */
export const AUTH_SCREENS = [
  'login',
  'register',
  'forgot-password',
  'check-mail',
  'reset-password',
  'code-verification',
] as const;
export type AuthScreen = (typeof AUTH_SCREENS)[number];
