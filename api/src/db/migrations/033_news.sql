-- News categories and news topics. Topic images are stored file names ('' for none);
-- long_description is Markdown, stored exactly as written (the web sanitises when rendering).
CREATE TABLE news_categories (
  id text PRIMARY KEY,
  title text NOT NULL CHECK (title <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX news_categories_title_key ON news_categories (lower(title));

CREATE TABLE news_topics (
  id text PRIMARY KEY,
  title text NOT NULL CHECK (title <> ''),
  cover_img text NOT NULL DEFAULT '',
  thumb_img text NOT NULL DEFAULT '',
  short_description text NOT NULL DEFAULT '',
  long_description text NOT NULL DEFAULT '',
  category_id text REFERENCES news_categories (id) ON DELETE RESTRICT,
  date date NOT NULL DEFAULT CURRENT_DATE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_topics_category_idx ON news_topics (category_id);
CREATE INDEX news_topics_date_idx ON news_topics (date, id);
CREATE INDEX news_topics_search_idx ON news_topics USING gin ((title || ' ' || short_description) gin_trgm_ops);
