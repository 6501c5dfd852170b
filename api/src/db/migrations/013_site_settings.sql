-- Site settings: exactly one row (the singleton column admits only true, once).
-- Home page times are HH:mm or empty.
CREATE TABLE site_settings (
  id text PRIMARY KEY,
  singleton boolean NOT NULL DEFAULT true CHECK (singleton),
  picnic_price integer NOT NULL DEFAULT 0 CHECK (picnic_price >= 0),
  min_picnic_people integer NOT NULL DEFAULT 0 CHECK (min_picnic_people >= 0),
  max_picnic_people integer NOT NULL DEFAULT 0 CHECK (max_picnic_people >= 0),
  home_page_time1 text NOT NULL DEFAULT '' CHECK (home_page_time1 ~ '^(([01][0-9]|2[0-3]):[0-5][0-9])?$'),
  home_page_time2 text NOT NULL DEFAULT '' CHECK (home_page_time2 ~ '^(([01][0-9]|2[0-3]):[0-5][0-9])?$'),
  home_page_time3 text NOT NULL DEFAULT '' CHECK (home_page_time3 ~ '^(([01][0-9]|2[0-3]):[0-5][0-9])?$'),
  home_page_time4 text NOT NULL DEFAULT '' CHECK (home_page_time4 ~ '^(([01][0-9]|2[0-3]):[0-5][0-9])?$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT site_settings_single_row UNIQUE (singleton),
  CHECK (min_picnic_people <= max_picnic_people)
);
