import { Alignment, Button, Navbar, NavbarGroup } from '@blueprintjs/core';
import { MenuClosedIcon, MenuIcon, MenuOpenIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { SearchLauncher } from '../../features/search';
import { ja } from '../../i18n/ja';
import { DEFAULT_PATH } from '../paths';
import { Brand } from './Brand';
import { LanguageMenu } from './LanguageMenu';
import { ProfileMenu } from './ProfileMenu';
import { ModeToggle, ThemeMenu } from './ThemeMenu';

interface HeaderProps {
  /** Desktop: the menu is docked (full or mini). Small screens: it is a temporary drawer. */
  docked: boolean;
  mini: boolean;
  drawerOpen: boolean;
  onMenuButton(): void;
}

export function Header({ docked, mini, drawerOpen, onMenuButton }: HeaderProps) {
  const label = docked ? (mini ? ja.menu.expand : ja.menu.collapse) : ja.menu.open;
  const icon = docked ? mini ? <MenuOpenIcon /> : <MenuClosedIcon /> : <MenuIcon />;
  return (
    // Blueprint's Navbar is a div: the banner landmark keeps the brand and the header's menus
    // inside a region (axe "region").
    <Navbar className="app-header" role="banner">
      <NavbarGroup align={Alignment.START} className="app-header-start">
        <Button
          variant="minimal"
          icon={icon}
          aria-label={label}
          aria-expanded={docked ? !mini : drawerOpen}
          aria-controls="app-side-menu"
          onClick={onMenuButton}
        />
        <Link to={DEFAULT_PATH} className="app-header-brand" aria-label={ja.app.name}>
          <Brand />
        </Link>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="app-header-end">
        <SearchLauncher />
        <ThemeMenu />
        <ModeToggle />
        <LanguageMenu />
        <ProfileMenu />
      </NavbarGroup>
    </Navbar>
  );
}
