import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { type NewsTopicFieldsFragment, type NewsTopicSortField } from '../../__generated__/graphql';
import type { Column } from '../../components/list/DataList';
import { AreaListPage } from '../../components/list/AreaListPage';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { newsTopicList } from './newsTopicList';
import { newsTopicPaths } from './paths';
import { useNewsTopicActions } from './useNewsTopicActions';
import './news.css';

const t = ja.news;

const columns: Column<NewsTopicFieldsFragment, NewsTopicSortField>[] = [
  {
    id: 'thumb',
    header: t.thumb,
    width: '88px',
    render: (n) =>
      n.thumbImageUrl || n.coverImageUrl ? (
        <img
          className="app-news-thumb"
          src={n.thumbImageUrl ?? n.coverImageUrl ?? ''}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className="app-news-thumb is-empty" aria-hidden="true" />
      ),
  },
  {
    id: 'title',
    header: t.title,
    sortable: true,
    render: (n) => (
      <div className="app-news-title-cell">
        <Link to={newsTopicPaths.edit(n.id)}>{n.title}</Link>
        {n.shortDescription ? (
          <span className="app-muted app-news-short">{n.shortDescription}</span>
        ) : null}
      </div>
    ),
  },
  {
    id: 'category',
    header: t.category,
    sortable: true,
    render: (n) =>
      n.category ? (
        <Tag minimal round>
          {n.category.title}
        </Tag>
      ) : (
        <span className="app-muted">{t.noCategory}</span>
      ),
  },
  { id: 'date', header: t.date, sortable: true, render: (n) => formatDate(n.date) },
];

/** /news-topics/news-topics-list, latest date first. */
export default function NewsTopicListPage() {
  return (
    <AreaListPage
      list={newsTopicList}
      title={t.listTitle}
      paths={newsTopicPaths}
      columns={columns}
      useActions={useNewsTopicActions}
    />
  );
}
