import { Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { KeyIcon, LogOutIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../__generated__/auth';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import type { PopoverPartProps } from '../../components/lazyOverlays';
import { ja } from '../../i18n/ja';
import { EDIT_PASSWORD_PATH, LOGIN_PATH } from '../paths';
import { useSession } from '../session/SessionContext';
import { viewerName } from '../session/viewerName';

/** The profile menu, loaded on its button's first press (ProfileMenu). */
export default function ProfileMenuPopover(props: PopoverPartProps) {
  const { viewer, signedOut } = useSession();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [logout] = useLogoutMutation();

  const onLogout = async () => {
    // The session ends locally whatever the gateway answers (an expired session is already gone).
    await logout().catch(() => undefined);
    await signedOut();
    navigate(LOGIN_PATH, { replace: true });
    snackbar.show({ message: ja.auth.signedOut });
  };

  return (
    <PopoverNext
      {...props}
      placement="bottom-end"
      content={
        viewer ? (
          <Menu aria-label={ja.header.profileMenu}>
            <li className="app-profile-head">
              <strong>{ja.header.honorific(viewerName(viewer))}</strong>
              <span className="app-profile-email">{viewer.email}</span>
            </li>
            <MenuDivider />
            <MenuItem
              icon={<KeyIcon />}
              text={ja.header.editPassword}
              onClick={() => navigate(EDIT_PASSWORD_PATH)}
            />
            <MenuItem
              icon={<LogOutIcon />}
              text={ja.header.logout}
              onClick={() => void onLogout()}
            />
          </Menu>
        ) : undefined
      }
    />
  );
}
