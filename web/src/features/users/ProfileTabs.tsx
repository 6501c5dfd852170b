import { Card, Tab, TabPanel, Tabs } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AreaPlaceholder } from '../../components/pages/AreaPlaceholder';
import { PageHeader } from '../../components/pages/PageHeader';
import { StatusPage } from '../../components/pages/StatusPage';
import { ja } from '../../i18n/ja';

export interface ProfileTab {
  /** Path segment under the screen's base, e.g. `password`. */
  path: string;
  label: string;
  /** Content; a placeholder naming the tab when it has none (docs/product.md §2). */
  content?: ReactNode;
}

/** A screen of tabs, each tab its own path under `base` (e.g. /apps/profiles/account/password). */
export function ProfileTabs({
  title,
  base,
  tabs,
}: {
  title: string;
  base: string;
  tabs: ProfileTab[];
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => pathname === `${base}/${tab.path}`)?.path;
  const tabsId = `tabs-${base}`;
  const routes = (
    <Routes>
      <Route index element={<Navigate to={tabs[0]!.path} replace />} />
      {tabs.map((tab) => (
        <Route
          key={tab.path}
          path={tab.path}
          element={tab.content ?? <AreaPlaceholder area={tab.label} embedded />}
        />
      ))}
      <Route
        path="*"
        element={
          <StatusPage code="404" title={ja.pages.notFoundTitle} body={ja.pages.notFoundBody} />
        }
      />
    </Routes>
  );
  return (
    <>
      <PageHeader title={title} />
      <Card className="app-tabs-card">
        <Tabs
          id={tabsId}
          selectedTabId={current}
          onChange={(id) => navigate(`${base}/${String(id)}`)}
          className="app-tabs"
        >
          {tabs.map((tab) => (
            <Tab key={tab.path} id={tab.path} title={tab.label} />
          ))}
        </Tabs>
        {current === undefined ? (
          <div className="app-tab-panel">{routes}</div>
        ) : (
          // Blueprint's panel: the id the selected tab's aria-controls names, labelled by the tab.
          <TabPanel
            className="app-tab-panel"
            id={current}
            parentId={tabsId}
            selectedTabId={current}
            panel={routes}
          />
        )}
      </Card>
    </>
  );
}
