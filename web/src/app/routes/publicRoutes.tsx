import type { RouteObject } from 'react-router-dom';
import { StatusPage } from '../../components/pages/StatusPage';
import { ja } from '../../i18n/ja';
import { PUBLIC_PATHS } from '../paths';

const p = ja.pages;

/** Pages with the simple layout: maintenance pages, contact and the footer's pages. */
export const publicRoutes: RouteObject[] = [
  {
    path: '/maintenance/404',
    element: <StatusPage code="404" title={p.notFoundTitle} body={p.notFoundBody} />,
  },
  {
    path: '/maintenance/500',
    element: <StatusPage code="500" title={p.serverErrorTitle} body={p.serverErrorBody} />,
  },
  {
    path: '/maintenance/under-construction',
    element: (
      <StatusPage
        kind="construction"
        title={p.underConstructionTitle}
        body={p.underConstructionBody}
      />
    ),
  },
  {
    path: '/maintenance/coming-soon',
    element: <StatusPage kind="soon" title={p.comingSoonTitle} body={p.comingSoonBody} />,
  },
  {
    path: PUBLIC_PATHS.contact,
    element: <StatusPage quiet title={p.contactTitle} body={p.contactBody} />,
  },
  {
    path: PUBLIC_PATHS.about,
    element: <StatusPage quiet title={p.aboutTitle} body={ja.pages.aboutBody} />,
  },
  {
    path: PUBLIC_PATHS.privacy,
    element: <StatusPage quiet title={p.privacyTitle} body={ja.pages.privacyBody} />,
  },
  {
    path: PUBLIC_PATHS.terms,
    element: <StatusPage quiet title={p.termsTitle} body={ja.pages.termsBody} />,
  },
];
