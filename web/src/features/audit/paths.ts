/** The admins' activity list of every change (操作履歴). */
export const auditPaths = {
  list: '/audit',
};
