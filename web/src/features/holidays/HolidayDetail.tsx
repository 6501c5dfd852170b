import { Alert, Button, Callout, HTMLTable } from '@blueprintjs/core';
import { ArrowLeftIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HolidayFieldsFragment } from '../../__generated__/graphql';
import { LinkButton } from '../../components/LinkButton';
import { useShowError } from '../../components/feedback/useShowError';
import { listReturnPath } from '../../components/list/listReturn';
import { formatDate, formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { holidayName } from './holidayName';
import { holidayPaths } from './paths';
import { useHolidayActions } from './useHolidayActions';

const t = ja.holidays;

/** A saved holiday: what it is, and its delete (holidays are not edited). */
export function HolidayDetail({ holiday }: { holiday: HolidayFieldsFragment }) {
  const navigate = useNavigate();
  const actions = useHolidayActions();
  const showError = useShowError();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await actions.remove(holiday);
      navigate(listReturnPath(holidayPaths.list));
    } catch (e) {
      showError(e);
    } finally {
      setDeleting(false);
      setAsking(false);
    }
  };

  const rows: [string, string][] = [
    [t.package, holiday.packageTitle],
    [t.date, formatDate(holiday.date)],
    [t.title, holiday.title || '—'],
    [t.createdAt, formatDateTime(holiday.createdAt)],
  ];
  return (
    <>
      <HTMLTable className="app-facts" aria-label={t.viewTitle}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Callout intent="primary" className="app-form-callout">
        {t.noEdit}
      </Callout>
      <div className="app-form-actions">
        <Button
          intent="danger"
          icon={<TrashIcon />}
          text={t.deleteThis}
          onClick={() => setAsking(true)}
        />
        <LinkButton
          to={listReturnPath(holidayPaths.list)}
          icon={<ArrowLeftIcon />}
          variant="outlined"
          text={ja.form.backToList}
        />
      </div>
      <Alert
        isOpen={asking}
        intent="danger"
        icon={<TrashIcon />}
        confirmButtonText={ja.list.confirmDeleteButton}
        cancelButtonText={ja.list.cancel}
        loading={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        canEscapeKeyCancel
      >
        <p>
          <strong>{ja.list.confirmDeleteTitle}</strong>
        </p>
        <p>{ja.list.confirmDelete(holidayName(holiday))}</p>
      </Alert>
    </>
  );
}
