-- A deleted record kept for restore: its create input, and what the REST server removed with it.
CREATE TABLE deleted_records (
  id bigserial PRIMARY KEY,
  record_type text NOT NULL,
  record_id text NOT NULL,
  title text,
  snapshot jsonb NOT NULL,
  -- [{ "type": "Availability", "input": { … } }, …], created again after the record.
  dependents jsonb NOT NULL DEFAULT '[]',
  deleted_by text,
  -- 'pending' until REST confirmed the delete; 'deleted'; 'restored'.
  state text NOT NULL DEFAULT 'pending',
  deleted_at timestamptz NOT NULL DEFAULT now(),
  restored_at timestamptz,
  restored_id text
);
CREATE INDEX deleted_records_record ON deleted_records (record_type, record_id);

-- A restored record's new id: old links to it lead to the new one.
CREATE TABLE record_redirects (
  record_type text NOT NULL,
  old_id text NOT NULL,
  new_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (record_type, old_id)
);
