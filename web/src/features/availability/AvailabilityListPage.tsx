import { Tab, Tabs } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { AvailabilityList } from './AvailabilityList';
import { DayAvailability } from './DayAvailability';
import { availabilityPaths } from './paths';
import './availability.css';

const t = ja.availability;

/** /availability/availability-list: the periods (paged list) and, as a second view, one day. */
export default function AvailabilityListPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'day' ? 'day' : 'list';
  const date = params.get('date') ?? '';
  return (
    <>
      <PageHeader
        title={t.listTitle}
        actions={
          <LinkButton
            to={availabilityPaths.add}
            intent="primary"
            icon={<AddIcon />}
            text={ja.list.add}
          />
        }
      />
      <Tabs
        id="availability-view"
        selectedTabId={view}
        onChange={(next) =>
          setParams(next === 'day' ? { view: 'day', ...(date ? { date } : {}) } : {})
        }
        className="app-tabs"
        large
      >
        <Tab id="list" title={t.listTab} panel={<AvailabilityList />} />
        <Tab
          id="day"
          title={t.dayTab}
          panel={
            <DayAvailability date={date} onDate={(d) => setParams({ view: 'day', date: d })} />
          }
        />
      </Tabs>
    </>
  );
}
