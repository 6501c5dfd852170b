import { useSession } from './SessionContext';

/**
 * Only admins manage accounts (add role users, change or delete another user, set passwords);
 * staff see the users screens read-only. The gateway refuses staff anyway: this keeps the
 * admin-only actions out of their screens rather than failing.
 */
export function useIsAdmin(): boolean {
  const { viewer } = useSession();
  return viewer?.userType.toLowerCase() === 'admin';
}

/** Whether the viewer may change this user: admins any, everyone their own account. */
export function useCanChangeUser(userId: string): boolean {
  const { viewer } = useSession();
  return useIsAdmin() || viewer?.id === userId;
}
