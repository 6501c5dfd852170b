-- Packages (offers) with their season prices and add-ons. Yen amounts are integers.
-- Enumerations: is_active/enable flags 1 = yes/active, 2 = no/inactive; dog_type 1 big+medium,
-- 2 small, 3 both, 4 combine; time_slot_type 1 single, 2 multiple; add-on type 1 package, 2 people.
CREATE TABLE packages (
  id text PRIMARY KEY,
  title text NOT NULL CHECK (title <> ''),
  help_text text NOT NULL DEFAULT '',
  price integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  weekend_price integer NOT NULL DEFAULT 0 CHECK (weekend_price >= 0),
  max_people integer NOT NULL DEFAULT 0 CHECK (max_people >= 0),
  max_child integer NOT NULL DEFAULT 0 CHECK (max_child >= 0),
  number_of_people integer NOT NULL DEFAULT 0 CHECK (number_of_people >= 0),
  number_of_children integer NOT NULL DEFAULT 0 CHECK (number_of_children >= 0),
  people_extra_price integer NOT NULL DEFAULT 0 CHECK (people_extra_price >= 0),
  children_extra_price integer NOT NULL DEFAULT 0 CHECK (children_extra_price >= 0),
  weekend_people_extra_price integer NOT NULL DEFAULT 0 CHECK (weekend_people_extra_price >= 0),
  weekend_children_extra_price integer NOT NULL DEFAULT 0 CHECK (weekend_children_extra_price >= 0),
  dog_type smallint NOT NULL DEFAULT 3 CHECK (dog_type BETWEEN 1 AND 4),
  dogs_enable smallint NOT NULL DEFAULT 1 CHECK (dogs_enable IN (1, 2)),
  big_medium_dogs_enable smallint NOT NULL DEFAULT 1 CHECK (big_medium_dogs_enable IN (1, 2)),
  small_dogs_enable smallint NOT NULL DEFAULT 1 CHECK (small_dogs_enable IN (1, 2)),
  max_big_medium_dogs integer NOT NULL DEFAULT 0 CHECK (max_big_medium_dogs >= 0),
  max_small_dogs integer NOT NULL DEFAULT 0 CHECK (max_small_dogs >= 0),
  number_of_big_medium_dogs integer NOT NULL DEFAULT 0 CHECK (number_of_big_medium_dogs >= 0),
  number_of_small_dogs integer NOT NULL DEFAULT 0 CHECK (number_of_small_dogs >= 0),
  number_of_dogs integer NOT NULL DEFAULT 0 CHECK (number_of_dogs >= 0),
  max_dogs integer NOT NULL DEFAULT 0 CHECK (max_dogs >= 0),
  no_of_dogs integer NOT NULL DEFAULT 0 CHECK (no_of_dogs >= 0),
  max_no_of_dogs integer NOT NULL DEFAULT 0 CHECK (max_no_of_dogs >= 0),
  dog_extra_price integer NOT NULL DEFAULT 0 CHECK (dog_extra_price >= 0),
  small_dog_extra_price integer NOT NULL DEFAULT 0 CHECK (small_dog_extra_price >= 0),
  big_medium_dog_extra_price integer NOT NULL DEFAULT 0 CHECK (big_medium_dog_extra_price >= 0),
  weekend_small_dog_extra_price integer NOT NULL DEFAULT 0 CHECK (weekend_small_dog_extra_price >= 0),
  weekend_big_medium_dog_extra_price integer NOT NULL DEFAULT 0 CHECK (weekend_big_medium_dog_extra_price >= 0),
  dogs_extra_price integer NOT NULL DEFAULT 0 CHECK (dogs_extra_price >= 0),
  dogs_weekend_price integer NOT NULL DEFAULT 0 CHECK (dogs_weekend_price >= 0),
  time_slot_type smallint NOT NULL DEFAULT 1 CHECK (time_slot_type IN (1, 2)),
  inventory integer NOT NULL DEFAULT 0 CHECK (inventory >= 0),
  room_category_id text REFERENCES room_categories (id) ON DELETE RESTRICT,
  category_id text REFERENCES package_categories (id) ON DELETE RESTRICT,
  order_by integer NOT NULL DEFAULT 0,
  is_active smallint NOT NULL DEFAULT 1 CHECK (is_active IN (1, 2)),
  files jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX packages_title_idx ON packages USING gin (title gin_trgm_ops);
CREATE INDEX packages_order_idx ON packages (order_by, id);
CREATE INDEX packages_room_category_idx ON packages (room_category_id);
CREATE INDEX packages_category_idx ON packages (category_id);

CREATE TABLE package_season_prices (
  id text PRIMARY KEY,
  package_id text NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
  season_id text NOT NULL REFERENCES seasons (id) ON DELETE RESTRICT,
  week_day_price integer NOT NULL DEFAULT 0 CHECK (week_day_price >= 0),
  week_end_price integer NOT NULL DEFAULT 0 CHECK (week_end_price >= 0),
  dog_extra_price integer NOT NULL DEFAULT 0 CHECK (dog_extra_price >= 0),
  people_extra_price integer NOT NULL DEFAULT 0 CHECK (people_extra_price >= 0),
  children_extra_price integer NOT NULL DEFAULT 0 CHECK (children_extra_price >= 0),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Deferred so that an update may swap the seasons of two saved entries inside one transaction.
  CONSTRAINT package_season_prices_season_key UNIQUE (package_id, season_id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX package_season_prices_season_idx ON package_season_prices (season_id);

CREATE TABLE package_add_ons (
  id text PRIMARY KEY,
  package_id text NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (title <> ''),
  price integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  min_people integer NOT NULL DEFAULT 0 CHECK (min_people >= 0),
  max_people integer NOT NULL DEFAULT 0 CHECK (max_people >= 0),
  type smallint NOT NULL DEFAULT 1 CHECK (type IN (1, 2)),
  description text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  no_of_add_on_per_day integer NOT NULL DEFAULT 0 CHECK (no_of_add_on_per_day >= 0),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX package_add_ons_package_idx ON package_add_ons (package_id);
