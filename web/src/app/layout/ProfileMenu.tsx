import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDownIcon, KeyIcon, LogOutIcon, UserIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../__generated__/auth';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { ja } from '../../i18n/ja';
import { EDIT_PASSWORD_PATH, LOGIN_PATH } from '../paths';
import { useSession } from '../session/SessionContext';
import { viewerName } from '../session/viewerName';

/** The signed-in user's name, Edit Password and Logout. */
export function ProfileMenu() {
  const { viewer, signedOut } = useSession();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [logout] = useLogoutMutation();
  if (!viewer) return null;
  const name = viewerName(viewer);

  const onLogout = async () => {
    // The session ends locally whatever the gateway answers (an expired session is already gone).
    await logout().catch(() => undefined);
    await signedOut();
    navigate(LOGIN_PATH, { replace: true });
    snackbar.show({ message: ja.auth.signedOut });
  };

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={ja.header.profileMenu}>
          <li className="app-profile-head">
            <strong>{ja.header.honorific(name)}</strong>
            <span className="app-profile-email">{viewer.email}</span>
          </li>
          <MenuDivider />
          <MenuItem
            icon={<KeyIcon />}
            text={ja.header.editPassword}
            onClick={() => navigate(EDIT_PASSWORD_PATH)}
          />
          <MenuItem icon={<LogOutIcon />} text={ja.header.logout} onClick={() => void onLogout()} />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        icon={<UserIcon />}
        endIcon={<CaretDownIcon />}
        text={<span className="app-header-name">{name}</span>}
        aria-label={`${ja.header.profileMenu}: ${name}`}
      />
    </PopoverNext>
  );
}
