import { Drawer } from '@blueprintjs/core';
import { ja } from '../../i18n/ja';
import { DRAWER_WIDTH } from '../../theme/breakpoints';
import { SideMenu } from './SideMenu';

/** Small screens: the side menu in a temporary drawer, loaded on its first opening (MainLayout). */
export default function SideMenuDrawer({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="left"
      size={DRAWER_WIDTH}
      className="app-drawer"
      aria-label={ja.menu.label}
    >
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
