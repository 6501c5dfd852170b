-- The audit trail: every mutation through the gateway, written 'PENDING' before its REST call and
-- completed after it (SUCCEEDED / FAILED); one never completed reads as UNKNOWN. Records stay the
-- REST server's: an event names its record by type (the GraphQL type name) and id.
CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id text,
  actor_name text NOT NULL,
  -- SESSION, TOKEN, KEY or ANONYMOUS; key_id with KEY.
  via text NOT NULL,
  key_id text,
  operation text NOT NULL,
  mutation text NOT NULL,
  -- GraphQL type name (Package, GalleryCover, StaffUser …); null for ACCOUNT events.
  record_type text,
  record_id text,
  record_title text,
  -- [{ "field": "price", "before": 1000, "after": 1200 }, …]; never a secret.
  changes jsonb NOT NULL DEFAULT '[]',
  request_id text NOT NULL,
  -- PENDING until completed; SUCCEEDED or FAILED.
  outcome text NOT NULL DEFAULT 'PENDING',
  error_code text,
  -- A delete's kept record (deleted_records.id), what revertChange restores.
  restore_id text,
  revert_of bigint,
  reverted_by bigint
);
-- A record's history, newest first.
CREATE INDEX audit_events_record ON audit_events (record_type, record_id, at DESC, id DESC);
-- One actor's events in a date range (the activity list by actor and month).
CREATE INDEX audit_events_actor ON audit_events (actor_id, at DESC, id DESC);
CREATE INDEX audit_events_key ON audit_events (key_id, at DESC, id DESC) WHERE key_id IS NOT NULL;
-- The unfiltered list, date ranges, and retention's pruning of the oldest.
CREATE INDEX audit_events_at ON audit_events (at DESC, id DESC);
