import { dashboardPaths } from '../features/dashboard/paths';
import { accountPaths } from '../features/users/paths';

/** Paths the shell itself needs; each area keeps its own paths beside its screens. */
export const DEFAULT_PATH = dashboardPaths.home;
export const LOGIN_PATH = '/login';
export const EDIT_PASSWORD_PATH = accountPaths.password;

/** The pages of the simple layout (no menu): contact and the footer's pages. */
export const PUBLIC_PATHS = {
  contact: '/contact-us',
  about: '/about-us',
  privacy: '/privacy',
  terms: '/terms',
};

/** The auth screens of docs/product.md §2; each also exists under /auth. */
export const AUTH_SCREENS = [
  'login',
  'register',
  'forgot-password',
  'check-mail',
  'reset-password',
  'code-verification',
] as const;
export type AuthScreen = (typeof AUTH_SCREENS)[number];
