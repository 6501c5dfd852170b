import { useNavigate, useParams } from 'react-router-dom';
import {
  useAllNewsCategoriesQuery,
  NewsTopicDocument,
  type NewsTopicQuery,
} from '../../__generated__/graphql';
import { useRecordQuery } from '../../components/query/useRecordQuery';
import { FormScreen, RecordPending } from '../../components/form/FormScreen';
import { AppForm } from '../../components/form/AppForm';
import { DateField } from '../../components/form/DateField';
import { FormActions } from '../../components/form/FormActions';
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
  type NewsTopicValues,
} from './newsTopicSchema';
import { newsTopicPaths } from './paths';
import { useNewsTopicActions } from './useNewsTopicActions';
import './news.css';

const t = ja.news;

/** Add (/news-topics/add-news-topics) or edit (…/:id) a news topic. */
export default function NewsTopicFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const actions = useNewsTopicActions();
  const { data, loading, error, refetch } = useRecordQuery<NewsTopicQuery>(NewsTopicDocument, id);
  const categories = useAllNewsCategoriesQuery({ fetchPolicy: 'cache-and-network' });
  const options = (categories.data?.allNewsCategories ?? []).map((c) => ({
    value: c.id,
    label: c.title,
  }));
  const topic = data?.newsTopic;
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (id && !topic) {
    body = (
      <RecordPending
        loading={loading}
        error={error}
        refetch={refetch}
        backTo={newsTopicPaths.list}
      />
    );
  } else {
    body = (
      <AppForm<NewsTopicValues>
        initialValues={topic ? newsTopicToValues(topic) : emptyNewsTopic()}
        schema={newsTopicSchema}
        ariaLabel={title}
        className="app-form"
        fieldAliases={{ coverImageFileName: 'cover', thumbImageFileName: 'thumb' }}
        onReload={() => void refetch().catch(() => undefined)}
        onSubmit={async (values) => {
          const input = valuesToInput(values);
          if (topic) await actions.update(topic, input);
          else await actions.create(input);
          return () => navigate(newsTopicPaths.list);
        }}
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
        <FormActions cancelTo={newsTopicPaths.list} />
      </AppForm>
    );
  }

  return (
    <FormScreen title={title} className="app-news-form-card">
      {body}
    </FormScreen>
  );
}
