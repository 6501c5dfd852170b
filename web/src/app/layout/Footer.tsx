import { Link } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { PUBLIC_PATHS } from '../paths';

/** About us, Privacy and Terms. */
export function Footer() {
  return (
    <footer className="app-footer">
      <span className="app-footer-copy">{ja.footer.copyright(new Date().getFullYear())}</span>
      <nav className="app-footer-links" aria-label={ja.footer.label}>
        <Link to={PUBLIC_PATHS.about}>{ja.footer.aboutUs}</Link>
        <Link to={PUBLIC_PATHS.privacy}>{ja.footer.privacy}</Link>
        <Link to={PUBLIC_PATHS.terms}>{ja.footer.terms}</Link>
      </nav>
    </footer>
  );
}
