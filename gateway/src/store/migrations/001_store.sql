-- The gateway's own store: what the REST contract has no place for. Records stay the REST
-- server's; these tables hold the gateway's facts about them, keyed by their ids.

-- A create's idempotency key: the first answer is replayed for a repeat within 24 h.
CREATE TABLE idempotency_keys (
  caller text NOT NULL,
  key text NOT NULL,
  operation text NOT NULL,
  input_hash text NOT NULL,
  -- 'pending' while the first call runs; 'done' with its answer.
  state text NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
