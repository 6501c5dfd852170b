-- The front desk's own facts about bookings (frontDesk/): the REST contract has no place for
-- them. Bookings stay the REST server's; these rows name them by their REST id.

-- A booking's arrival as the desk marked it. No row: still expected (undo deletes the row).
CREATE TABLE desk_arrivals (
  booking_id text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('CHECKED_IN', 'NO_SHOW')),
  at timestamptz NOT NULL DEFAULT now(),
  by_id text,
  by_name text NOT NULL
);

-- Short notes the desk writes on a booking, read oldest first.
CREATE TABLE desk_notes (
  id bigserial PRIMARY KEY,
  booking_id text NOT NULL,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500),
  by_id text,
  by_name text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX desk_notes_booking ON desk_notes (booking_id, at, id);
