-- A counter that every statement writing bookings bumps (the trigger also fires for the
-- ON DELETE SET NULL of a deleted user). List totals are cached per version: while no booking
-- changes, paging through a list or a search never counts again.
CREATE TABLE booking_data_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO booking_data_version (id, version) VALUES (1, 0);

CREATE FUNCTION bump_booking_data_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE booking_data_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER bookings_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_booking_data_version();
