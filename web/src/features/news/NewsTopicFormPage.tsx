import { useParams } from 'react-router-dom';
import {
  useAllNewsCategoriesQuery,
  NewsTopicDocument,
  type NewsTopicQuery,
} from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { RecordFormPage } from '../../components/form/RecordFormPage';
import { DateField } from '../../components/form/DateField';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { ImageUploadField } from '../../components/upload/ImageUploadField';
import { ja } from '../../i18n/ja';
import { MarkdownField } from './MarkdownField';
import {
  emptyNewsTopic,
  newsTopicSchema,
  newsTopicToValues,
  valuesToInput,
} from './newsTopicSchema';
import { newsTopicPaths } from './paths';
import { useNewsTopicActions } from './useNewsTopicActions';
import './news.css';
import { newsTopicHistory } from './newsTopicHistory';

const t = ja.news;
const useNewsTopic = recordHook(NewsTopicDocument, (d: NewsTopicQuery) => d.newsTopic);
const newsTopicForm = {
  empty: emptyNewsTopic,
  toValues: newsTopicToValues,
  schema: newsTopicSchema,
  toInput: valuesToInput,
};

/** Add (/news-topics/add-news-topics) or edit (…/:id) a news topic. */
export default function NewsTopicFormPage() {
  const { id } = useParams();
  const categories = useAllNewsCategoriesQuery({ fetchPolicy: 'cache-and-network' });
  const options = (categories.data?.allNewsCategories ?? []).map((c) => ({
    value: c.id,
    label: c.title,
  }));
  return (
    <RecordFormPage
      history={newsTopicHistory}
      id={id}
      title={t}
      className="app-news-form-card"
      record={useNewsTopic(id)}
      backTo={newsTopicPaths.list}
      keepListPlace={false}
      form={newsTopicForm}
      actions={useNewsTopicActions()}
      fieldAliases={{ coverImageFileName: 'cover', thumbImageFileName: 'thumb' }}
    >
      <TextField name="title" label={t.title} helperText={t.titleHelp} required />
      <div className="app-form-row">
        <SelectField
          name="categoryId"
          label={t.category}
          options={options}
          placeholder={categories.loading && !categories.data ? ja.app.loading : t.noCategory}
        />
        <DateField name="date" label={t.date} />
      </div>
      <div className="app-form-row">
        <ImageUploadField name="cover" label={t.cover} kind="NEWS" />
        <ImageUploadField name="thumb" label={t.thumb} kind="NEWS" />
      </div>
      <TextAreaField
        name="shortDescription"
        label={t.shortDescription}
        helperText={t.shortHelp}
        rows={2}
        maxLength={500}
      />
      <MarkdownField name="longDescription" label={t.longDescription} />
    </RecordFormPage>
  );
}
