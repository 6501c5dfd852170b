import { Callout, Card, H2, HTMLTable } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import {
  SiteSettingsDocument,
  type SiteSettingsQuery,
  type SiteSettingsQueryVariables,
  type SiteSettingsFieldsFragment,
} from '../../__generated__/graphql';
import { useScreenQuery } from '../../components/query/useScreenQuery';
import { LinkButton } from '../../components/LinkButton';
import { RecordPending } from '../../components/form/RecordPending';
import { PageHeader } from '../../components/pages/PageHeader';
import { formatDateTime, formatYen } from '../../i18n/format';
import { DEFAULT_PATH } from '../../app/paths';
import { ja } from '../../i18n/ja';
import { settingsPaths } from './paths';
import { HOME_PAGE_TIMES } from './settingsSchema';
import '../../components/form/catalogue.css';
import './settings.css';

const t = ja.settings;
const c = ja.catalogue;

function SettingsTable({ s }: { s: SiteSettingsFieldsFragment }) {
  const rows: [string, string][] = [
    [t.picnicPrice, formatYen(s.picnicPrice)],
    [t.minPicnicPeople, `${s.minPicnicPeople}${c.people}`],
    [t.maxPicnicPeople, `${s.maxPicnicPeople}${c.people}`],
    ...HOME_PAGE_TIMES.map((k, i): [string, string] => [t.homePageTime(i + 1), s[k] ?? c.notSet]),
  ];
  return (
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
  );
}

/** /setting/setting: the one set of site settings, with the way to edit them. */
export default function SettingsViewPage() {
  const { data, loading, error, refetch } = useScreenQuery<
    SiteSettingsQuery,
    SiteSettingsQueryVariables
  >(SiteSettingsDocument);
  const s = data?.siteSettings;
  const editTo = s?.id ? settingsPaths.edit(s.id) : settingsPaths.add;

  let body;
  if (!s) {
    body = (
      <RecordPending loading={loading} error={error} refetch={refetch} backTo={DEFAULT_PATH} />
    );
  } else {
    body = (
      <>
        <H2 className="app-settings-heading">{t.picnic}</H2>
        {s.id ? null : (
          <Callout intent="primary" className="app-form-callout">
            {t.neverSaved}
          </Callout>
        )}
        <SettingsTable s={s} />
        {s.updatedAt ? (
          <p className="app-muted">
            {t.updatedAt}: {formatDateTime(s.updatedAt)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t.viewTitle}
        actions={<LinkButton to={editTo} intent="primary" icon={<EditIcon />} text={t.edit} />}
      />
      <Card className="app-form-card">{body}</Card>
    </>
  );
}
