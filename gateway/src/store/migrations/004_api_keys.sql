-- API keys of tools (apiKeys/): the secret only as its SHA-256, the service account's password
-- encrypted (AES-256-GCM under GATEWAY_SECRET_KEY). A row without account_id is a key being
-- created (its REST account not made yet): refused like an unknown key.
CREATE TABLE api_keys (
  id text PRIMARY KEY,
  name text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('READ', 'READ_WRITE')),
  secret_hash text NOT NULL,
  account_id text,
  account_email text NOT NULL,
  account_password text NOT NULL,
  created_by_id text NOT NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz
);
CREATE INDEX api_keys_created ON api_keys (created_at DESC);
