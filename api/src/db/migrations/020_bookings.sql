-- Bookings of packages by customers. Yen amounts are integers; names, contact and address are
-- snapshots taken when the booking was made (the customer may change or be deleted later).
-- Enumerations: status 1 failed, 2 booked (default), 3 cancelled, 4 pending;
-- payment_method 0 all, 1 STRIPE, 2 AMAZON_PAY; bbq, picnic, has_dog 1 yes, 2 no.
-- "date" is the day of the visit; created_at is when the booking was made ("booking date").
-- Search key for substring search with pg_trgm. Trigrams cannot index the one- and two-character
-- words Japanese names are made of (佐藤, 林), so the text is lower-cased and every non-ASCII
-- character is spelled as 'X' plus its four-digit code point (beyond U+FFFF: 'Z' plus six digits)
-- written with the letters G..V
-- (佐 = U+4F50 → XKVLG). Lower-cased ASCII never contains those capitals, so a key of a search
-- term can only match the key of a text at character boundaries: `key(text) LIKE '%' || key(term)
-- || '%'` is exactly `lower(text) LIKE '%' || lower(term) || '%'`, and every character now
-- yields trigrams. The api computes key(term) with this same function.
CREATE FUNCTION booking_search_key(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(
    CASE WHEN ascii(c) < 128 THEN c
         WHEN ascii(c) < 65536 THEN 'X' || translate(lpad(to_hex(ascii(c)), 4, '0'), '0123456789abcdef', 'GHIJKLMNOPQRSTUV')
         ELSE 'Z' || translate(lpad(to_hex(ascii(c)), 6, '0'), '0123456789abcdef', 'GHIJKLMNOPQRSTUV') END,
    '' ORDER BY i), '')
  FROM unnest(string_to_array(lower(t), NULL)) WITH ORDINALITY AS u(c, i)
$$;

CREATE TABLE bookings (
  id text PRIMARY KEY,
  booking_id text NOT NULL,
  cart_id text NOT NULL DEFAULT '',
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  package_id text NOT NULL REFERENCES packages (id) ON DELETE RESTRICT,
  title text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 2 CHECK (status BETWEEN 1 AND 4),
  order_status text NOT NULL DEFAULT '',
  payment_status text NOT NULL DEFAULT '',
  payment_id text NOT NULL DEFAULT '',
  payment_method smallint NOT NULL DEFAULT 1 CHECK (payment_method BETWEEN 0 AND 2),
  payment_getway_status text NOT NULL DEFAULT '',
  amount_received integer NOT NULL DEFAULT 0 CHECK (amount_received >= 0),
  total_price integer NOT NULL DEFAULT 0 CHECK (total_price >= 0),
  people integer NOT NULL DEFAULT 0 CHECK (people >= 0),
  child integer NOT NULL DEFAULT 0 CHECK (child >= 0),
  big_and_medium_dogs integer NOT NULL DEFAULT 0 CHECK (big_and_medium_dogs >= 0),
  small_dogs integer NOT NULL DEFAULT 0 CHECK (small_dogs >= 0),
  total_dogs integer NOT NULL DEFAULT 0 CHECK (total_dogs >= 0),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  english_first_name text NOT NULL DEFAULT '',
  english_last_name text NOT NULL DEFAULT '',
  car_person_first_name text NOT NULL DEFAULT '',
  car_person_last_name text NOT NULL DEFAULT '',
  car_person_mobile_number text NOT NULL DEFAULT '',
  car_number text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  mobile_number text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  district text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  pincode text NOT NULL DEFAULT '',
  apartment text NOT NULL DEFAULT '',
  date date NOT NULL,
  start_time text NOT NULL DEFAULT '',
  end_time text NOT NULL DEFAULT '',
  time_slot text NOT NULL DEFAULT '',
  arrival_time text NOT NULL DEFAULT '',
  bbq smallint NOT NULL DEFAULT 2 CHECK (bbq IN (1, 2)),
  picnic smallint NOT NULL DEFAULT 2 CHECK (picnic IN (1, 2)),
  add_ons jsonb NOT NULL DEFAULT '[]'::jsonb,
  cart_add_on jsonb NOT NULL DEFAULT '[]'::jsonb,
  user_dogs jsonb NOT NULL DEFAULT '[]'::jsonb,
  has_dog smallint NOT NULL DEFAULT 2 CHECK (has_dog IN (1, 2)),
  people_extra_charge integer NOT NULL DEFAULT 0 CHECK (people_extra_charge >= 0),
  children_extra_charge integer NOT NULL DEFAULT 0 CHECK (children_extra_charge >= 0),
  picnic_extra_charge integer NOT NULL DEFAULT 0 CHECK (picnic_extra_charge >= 0),
  dogs_extra_charge integer NOT NULL DEFAULT 0 CHECK (dogs_extra_charge >= 0),
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- What the list search looks in (booking id, names, email, phone also as digits only, title),
  -- as a search key: see booking_search_key above.
  search_key text GENERATED ALWAYS AS (booking_search_key(
    booking_id || ' ' || last_name || first_name || ' ' || english_first_name || ' ' || english_last_name || ' ' ||
    email || ' ' || mobile_number || ' ' || regexp_replace(mobile_number, '[^0-9]', '', 'g') || ' ' || title
  )) STORED
);
CREATE UNIQUE INDEX bookings_booking_id_key ON bookings (booking_id);
CREATE INDEX bookings_search_idx ON bookings USING gin (search_key gin_trgm_ops);
CREATE INDEX bookings_user_idx ON bookings (user_id, date, id);
CREATE INDEX bookings_package_idx ON bookings (package_id);
-- Sort columns of the lists, each with the id tie-breaker for stable paging.
CREATE INDEX bookings_date_idx ON bookings (date, id);
CREATE INDEX bookings_created_idx ON bookings (created_at, id);
CREATE INDEX bookings_total_idx ON bookings (total_price, id);
CREATE INDEX bookings_status_idx ON bookings (status, id);
CREATE INDEX bookings_title_idx ON bookings (title, id);
-- The status lists (cancelled, pending) and the dashboard read by status and day.
CREATE INDEX bookings_status_date_idx ON bookings (status, date, id) INCLUDE (total_price);
CREATE INDEX bookings_status_created_idx ON bookings (status, created_at, id);
