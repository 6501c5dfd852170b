import type { ViewerFieldsFragment } from '../../__generated__/auth';

type Named = Pick<
  ViewerFieldsFragment,
  'firstName' | 'lastName' | 'fullName' | 'username' | 'email'
>;

/**
 * The signed-in user's name as the header, its profile menu and the dashboard greeting write it:
 * given and family name, else the full name (accounts added as admin or staff have only that),
 * else the sign-in name, else the email, so it is never empty.
 */
export function viewerName(viewer: Named): string {
  return (
    `${viewer.firstName} ${viewer.lastName}`.trim() ||
    viewer.fullName?.trim() ||
    viewer.username?.trim() ||
    viewer.email
  );
}
