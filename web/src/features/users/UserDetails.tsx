import type { ReactNode } from 'react';
import type { StaffUserFieldsFragment } from '../../__generated__/graphql';
import { StatusTag } from '../../components/StatusTag';
import { formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { DogList } from '../../components/detail/DogList';
import { EmailAddress } from '../../components/detail/EmailAddress';
import { Facts } from '../../components/detail/Facts';
import { RoleTag } from './UserBits';
import { DetailCard } from '../../components/detail/DetailCard';

const t = ja.users;
type User = StaffUserFieldsFragment;
type Fact = [string, ReactNode];

function UserCard({
  title,
  items,
  children,
}: {
  title: string;
  items: Fact[];
  children?: ReactNode;
}) {
  return (
    <DetailCard title={title}>
      <Facts items={items} />
      {children}
    </DetailCard>
  );
}

/** Name, sign-in names and role (the account tabs' 基本情報 shows these). */
export const basicFacts = (u: User): Fact[] => [
  [t.fullName, u.fullName],
  [t.email, u.email ? <EmailAddress key="email" email={u.email} /> : ''],
  [t.username, u.username ?? ''],
  [t.role, <RoleTag key="role" role={u.role} />],
];

/** Who the person is and how to reach them (個人情報). */
export const personalFacts = (u: User): Fact[] => [
  [t.familyGiven, [u.lastName, u.firstName].filter(Boolean).join(' ')],
  [t.englishName, [u.englishFirstName, u.englishLastName].filter(Boolean).join(' ')],
  [t.phone, u.phoneNumber],
];

/** The account itself: state, linked sign-in and when it changed (マイアカウント). */
export const accountFacts = (u: User): Fact[] => [
  [t.status, <StatusTag key="status" status={u.status} />],
  [t.googleId, u.googleId ?? ''],
  [t.createdAt, formatDateTime(u.createdAt)],
  [t.updatedAt, formatDateTime(u.updatedAt)],
];

export function UserProfileCard({ user: u }: { user: User }) {
  return (
    <UserCard
      title={t.profileSection}
      items={[
        [t.fullName, u.fullName],
        [t.familyGiven, [u.lastName, u.firstName].filter(Boolean).join(' ')],
        [t.englishName, [u.englishFirstName, u.englishLastName].filter(Boolean).join(' ')],
        [t.email, u.email ? <EmailAddress key="email" email={u.email} /> : ''],
        [t.username, u.username ?? ''],
        [t.phone, u.phoneNumber],
        [t.role, <RoleTag key="role" role={u.role} />],
        [t.status, <StatusTag key="status" status={u.status} />],
        [t.googleId, u.googleId ?? ''],
      ]}
    />
  );
}

export function UserAddressCard({ user: { address: a } }: { user: User }) {
  return (
    <UserCard
      title={t.addressSection}
      items={[
        [t.postalCode, a.postalCode],
        [t.prefecture, a.prefecture],
        [t.district, a.district],
        [t.city, a.city],
        [t.apartment, a.apartment],
      ]}
    />
  );
}

export function UserDogsCard({ user: u }: { user: User }) {
  return (
    <UserCard title={t.dogsSection} items={[[t.hasDog, u.hasDog ? t.yes : t.no]]}>
      <DogList dogs={u.dogs} vaccinated={t.vaccinated} />
    </UserCard>
  );
}

export function UserHistoryCard({ user: u }: { user: User }) {
  return (
    <UserCard
      title={t.historySection}
      items={[
        [t.createdAt, formatDateTime(u.createdAt)],
        [t.updatedAt, formatDateTime(u.updatedAt)],
      ]}
    />
  );
}

/** A card of chosen facts under a title (the account tabs each show one part of the account). */
export function UserFactsCard({ title, items }: { title: string; items: Fact[] }) {
  return <UserCard title={title} items={items} />;
}

/** Everything an account holds: profile, address, dogs and when it changed. */
export function UserDetails({ user }: { user: User }) {
  return (
    <div className="app-detail-grid">
      <UserProfileCard user={user} />
      <UserAddressCard user={user} />
      <UserDogsCard user={user} />
      <UserHistoryCard user={user} />
    </div>
  );
}
