import { ProgressBar } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { cx } from '../../components/cx';
import { useOpenedOnce } from '../../components/lazyOverlays';
import { ja } from '../../i18n/ja';
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH, useMediaUp } from '../../theme/breakpoints';
import { usePreferences } from '../../theme/PreferencesContext';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

const SideMenuDrawer = lazy(() => import('./SideMenuDrawer'));

/** Header, side menu (docked with mini mode from md up, a temporary drawer below), content, footer. */
export function MainLayout() {
  const docked = useMediaUp('md');
  const { mini, setMini } = usePreferences();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const navigation = useNavigation();
  const compact = docked && mini;

  return (
    <div className={cx('app-shell', compact && 'is-mini', !docked && 'is-undocked')}>
      <a className="app-skip-link" href="#app-main">
        {ja.app.skipToContent}
      </a>
      <Header
        docked={docked}
        mini={mini}
        drawerOpen={drawerOpen}
        onMenuButton={() => (docked ? setMini(!mini) : setDrawerOpen(true))}
      />
      {navigation.state === 'loading' ? (
        <ProgressBar className="app-progress" intent="primary" aria-label={ja.app.loading} />
      ) : null}
      <div className="app-body">
        {docked ? (
          <aside
            className="app-sidebar"
            style={{ width: compact ? MINI_DRAWER_WIDTH : DRAWER_WIDTH }}
          >
            <SideMenu mini={compact} />
          </aside>
        ) : drawerOpened ? (
          <Suspense fallback={null}>
            <SideMenuDrawer isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        ) : null}
        <div className="app-main">
          <main id="app-main" className="app-content" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
