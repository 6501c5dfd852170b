import type { RouteObject } from 'react-router-dom';
import { AUTH_SCREENS, type AuthScreen } from '../paths';
import { AuthInfoPage } from '../../features/auth/AuthInfoPage';
import LoginPage from '../../features/auth/LoginPage';
import { ja } from '../../i18n/ja';

const INFO_TITLES: Record<Exclude<AuthScreen, 'login'>, string> = {
  register: ja.auth.register,
  'forgot-password': ja.auth.forgotPassword,
  'check-mail': ja.auth.checkMail,
  'reset-password': ja.auth.resetPassword,
  'code-verification': ja.auth.codeVerification,
};

function authScreen(screen: AuthScreen, prefix: string): RouteObject {
  const path = `${prefix}/${screen}`;
  if (screen === 'login') return { path, element: <LoginPage /> };
  return { path, element: <AuthInfoPage title={INFO_TITLES[screen]} /> };
}

/** The six public auth screens, at the root and again under /auth. */
export const authRoutes: RouteObject[] = ['', '/auth'].flatMap((prefix) =>
  AUTH_SCREENS.map((screen) => authScreen(screen, prefix)),
);
