import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Brand } from './Brand';

/** Sign-in and the other public auth screens: a centred card on a quiet background. */
export function AuthLayout() {
  return (
    <div className="app-auth">
      <main className="app-auth-main">
        <Brand className="app-auth-brand" />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
