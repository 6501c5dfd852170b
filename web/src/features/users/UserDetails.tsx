import { Card, H2 } from '@blueprintjs/core';
import type { StaffUserFieldsFragment } from '../../__generated__/graphql';
import { StatusTag } from '../../components/StatusTag';
import { formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { Facts } from '../../components/detail/Facts';
import { RoleTag } from './UserBits';

const t = ja.users;

/** Everything an account holds: profile, address, dogs and when it changed. */
export function UserDetails({ user: u }: { user: StaffUserFieldsFragment }) {
  const a = u.address;
  return (
    <div className="app-user-grid">
      <Card className="app-user-card">
        <H2 className="app-user-card-title">{t.profileSection}</H2>
        <Facts
          items={[
            [t.fullName, u.fullName],
            [t.familyGiven, [u.lastName, u.firstName].filter(Boolean).join(' ')],
            [t.englishName, [u.englishFirstName, u.englishLastName].filter(Boolean).join(' ')],
            [t.email, u.email],
            [t.username, u.username ?? ''],
            [t.phone, u.phoneNumber],
            [t.role, <RoleTag key="role" role={u.role} />],
            [t.status, <StatusTag key="status" status={u.status} />],
            [t.googleId, u.googleId ?? ''],
          ]}
        />
      </Card>
      <Card className="app-user-card">
        <H2 className="app-user-card-title">{t.addressSection}</H2>
        <Facts
          items={[
            [t.postalCode, a.postalCode],
            [t.prefecture, a.prefecture],
            [t.district, a.district],
            [t.city, a.city],
            [t.apartment, a.apartment],
          ]}
        />
      </Card>
      <Card className="app-user-card">
        <H2 className="app-user-card-title">{t.dogsSection}</H2>
        <Facts items={[[t.hasDog, u.hasDog ? t.yes : t.no]]} />
        {u.dogs.length > 0 ? (
          <ul className="app-detail-dogs">
            {u.dogs.map((d, i) => (
              <li key={`${d.name}-${i}`}>
                <strong>{d.name}</strong>
                {d.breed ? `（${d.breed}）` : null}
                {d.vaccinationDate ? (
                  <span className="app-muted"> {t.vaccinated(d.vaccinationDate)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <Card className="app-user-card">
        <H2 className="app-user-card-title">{t.historySection}</H2>
        <Facts
          items={[
            [t.createdAt, formatDateTime(u.createdAt)],
            [t.updatedAt, formatDateTime(u.updatedAt)],
          ]}
        />
      </Card>
    </div>
  );
}
