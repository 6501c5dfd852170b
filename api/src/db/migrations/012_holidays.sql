-- Holidays: a package is closed on a date. One holiday per package and date.
CREATE TABLE holidays (
  id text PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  package_id text NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
  holiday_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT holidays_package_date_key UNIQUE (package_id, holiday_date)
);
CREATE INDEX holidays_date_idx ON holidays (holiday_date, id);
CREATE INDEX holidays_title_idx ON holidays USING gin (title gin_trgm_ops);
