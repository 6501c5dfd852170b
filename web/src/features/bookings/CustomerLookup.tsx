import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { ArrowRightIcon, SearchIcon } from '@blueprintjs/icons';
import { useDeferredValue, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBookingCustomersQuery } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { bookingPaths } from './paths';
import { DetailCard } from '../../components/detail/DetailCard';

const t = ja.bookings;
const l = t.lookup;

/** Opens a booking by its number, or chooses a customer whose bookings to list (`?user=`). */
export function CustomerLookup({ userId, onUser }: { userId: string; onUser(id: string): void }) {
  const navigate = useNavigate();
  const ids = { number: useId(), search: useId(), user: useId() };
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(userId);
  const [userError, setUserError] = useState<string | null>(null);
  const deferred = useDeferredValue(search.trim());
  const customers = useBookingCustomersQuery({
    variables: { query: { page: 1, pageSize: 50, ...(deferred ? { search: deferred } : {}) } },
    fetchPolicy: 'cache-and-network',
  });
  const options = customers.data?.users?.items ?? [];

  return (
    <div className="app-lookup">
      <DetailCard title={l.byNumber}>
        <form
          className="app-lookup-row"
          onSubmit={(e) => {
            e.preventDefault();
            const n = number.trim();
            if (!n) return setNumberError(l.numberRequired);
            navigate(bookingPaths.detail(n));
          }}
        >
          <FormGroup
            label={t.bookingNumber}
            labelFor={ids.number}
            intent={numberError ? 'danger' : 'none'}
            helperText={numberError ? <span role="alert">{numberError}</span> : l.numberHelp}
          >
            <InputGroup
              id={ids.number}
              value={number}
              onValueChange={(v) => {
                setNumber(v);
                setNumberError(null);
              }}
              placeholder="BK-20261121-0001"
              intent={numberError ? 'danger' : 'none'}
            />
          </FormGroup>
          <Button type="submit" icon={<ArrowRightIcon />} text={l.open} />
        </form>
      </DetailCard>
      <DetailCard title={l.byUser}>
        <form
          className="app-lookup-row"
          onSubmit={(e) => {
            e.preventDefault();
            // docs/product.md §5: "Select User" when no user is chosen.
            if (!chosen) return setUserError(l.selectUser);
            onUser(chosen);
          }}
        >
          <FormGroup label={l.searchCustomer} labelFor={ids.search}>
            <InputGroup
              id={ids.search}
              type="search"
              leftIcon={<SearchIcon />}
              value={search}
              onValueChange={setSearch}
              placeholder={l.searchHelp}
            />
          </FormGroup>
          <FormGroup
            label={l.customer}
            labelFor={ids.user}
            intent={userError ? 'danger' : 'none'}
            helperText={
              userError ? (
                <span role="alert">{userError}</span>
              ) : (
                l.found(customers.data?.users?.total ?? 0)
              )
            }
          >
            <HTMLSelect
              id={ids.user}
              value={chosen}
              onChange={(e) => {
                setChosen(e.currentTarget.value);
                setUserError(null);
              }}
            >
              <option value="">{l.choose}</option>
              {options.map((u) => (
                <option key={u.id} value={u.id}>
                  {`${u.fullName || [u.lastName, u.firstName].join(' ')}（${u.email}）`}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <Button type="submit" intent="primary" text={l.showBookings} />
        </form>
      </DetailCard>
    </div>
  );
}
