import { ja } from '../../i18n/ja';
import type { HistorySpec } from '../../components/history/historyFormat';

const t = ja.users;

/** An account's fields in the 履歴, with the user form's labels (a password only as changed). */
export const userHistory: HistorySpec = {
  recordType: 'USER',
  fields: {
    email: { label: t.email },
    fullName: { label: t.fullName },
    firstName: { label: t.firstName },
    lastName: { label: t.lastName },
    englishFirstName: { label: t.englishFirstName },
    englishLastName: { label: t.englishLastName },
    username: { label: t.username },
    phoneNumber: { label: t.phone },
    googleId: { label: t.googleId },
    status: { label: t.status, kind: 'status' },
    role: { label: t.role, kind: { labels: t.roles } },
    profilePictureUrl: { label: t.picture },
    address: { label: t.addressSection },
    hasDog: { label: t.hasDog, kind: 'bool' },
    dogs: { label: t.dogsSection },
    password: { label: t.password },
  },
};
