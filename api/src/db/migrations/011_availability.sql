-- Availability of a package over a date range (docs/product.md §3, `Availability`).
-- multi_time_slot holds the selected (date, slot) pairs of multiple-time-slot packages:
-- [{timeSlotIndex, date, startTime, endTime, timeSlot, index}].
CREATE TABLE package_availability (
  id text PRIMARY KEY,
  package_id text NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  end_date date NOT NULL,
  inventory integer NOT NULL DEFAULT 0 CHECK (inventory >= 0),
  multi_time_slot jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX package_availability_package_idx ON package_availability (package_id, start_date);
CREATE INDEX package_availability_dates_idx ON package_availability (start_date, end_date);
