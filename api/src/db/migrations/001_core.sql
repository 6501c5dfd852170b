-- Core tables: users (staff, admins and customers), seasons, dog (room) and package categories.
-- Enumerations use the codes of docs/product.md §3: status/isActive 1 = active, 2 = inactive.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL,
  username text,
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  english_first_name text NOT NULL DEFAULT '',
  english_last_name text NOT NULL DEFAULT '',
  full_name text NOT NULL DEFAULT '',
  role text NOT NULL DEFAULT 'staff' CHECK (role IN ('admin', 'staff', 'customer')),
  status smallint NOT NULL DEFAULT 2 CHECK (status IN (1, 2)),
  phone text NOT NULL DEFAULT '',
  profile_pic text NOT NULL DEFAULT '',
  google_id text NOT NULL DEFAULT '',
  pincode text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  district text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  apartment text NOT NULL DEFAULT '',
  has_dog smallint NOT NULL DEFAULT 2 CHECK (has_dog IN (1, 2)),
  dogs jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_key ON users (lower(username)) WHERE username IS NOT NULL;
CREATE INDEX users_search_idx ON users USING gin ((email || ' ' || full_name || ' ' || first_name || ' ' || last_name) gin_trgm_ops);
CREATE INDEX users_created_idx ON users (created_at, id);

CREATE TABLE seasons (
  id text PRIMARY KEY,
  title text NOT NULL CHECK (title <> ''),
  is_active smallint NOT NULL DEFAULT 1 CHECK (is_active IN (1, 2)),
  start_date date NOT NULL,
  end_date date NOT NULL,
  time_slots jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX seasons_title_idx ON seasons USING gin (title gin_trgm_ops);
CREATE INDEX seasons_start_idx ON seasons (start_date, id);

CREATE TABLE room_categories (
  id text PRIMARY KEY,
  title text NOT NULL CHECK (title <> ''),
  is_active smallint NOT NULL DEFAULT 1 CHECK (is_active IN (1, 2)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX room_categories_title_key ON room_categories (lower(title));

CREATE TABLE package_categories (
  id text PRIMARY KEY,
  title text NOT NULL CHECK (title <> ''),
  is_active smallint NOT NULL DEFAULT 1 CHECK (is_active IN (1, 2)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX package_categories_title_key ON package_categories (lower(title));
