import { Button } from '@blueprintjs/core';
import { CaretDownIcon, UserIcon } from '@blueprintjs/icons';
import { lazy } from 'react';
import { LazyPopover } from '../../components/lazyOverlays';
import { ja } from '../../i18n/ja';
import { useSession } from '../session/SessionContext';
import { viewerName } from '../session/viewerName';

const ProfileMenuPopover = lazy(() => import('./ProfileMenuPopover'));

/** The signed-in user's name, Edit Password and Logout. */
export function ProfileMenu() {
  const { viewer } = useSession();
  if (!viewer) return null;
  const name = viewerName(viewer);
  return (
    <LazyPopover popover={ProfileMenuPopover}>
      <Button
        variant="minimal"
        icon={<UserIcon />}
        endIcon={<CaretDownIcon />}
        text={<span className="app-header-name">{name}</span>}
        aria-label={`${ja.header.profileMenu}: ${name}`}
      />
    </LazyPopover>
  );
}
