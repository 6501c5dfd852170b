import { Outlet } from 'react-router-dom';
import { Brand } from './Brand';
import { Footer } from './Footer';

/**
 * The simple layout of sign-in and the other public auth screens, /contact-us and the maintenance
 * pages: the brand above a centred card on a quiet background; no menu, no header.
 */
export function SimpleLayout() {
  return (
    <div className="app-simple">
      <main className="app-simple-main">
        <Brand className="app-auth-brand" />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
