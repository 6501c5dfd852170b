-- Uploaded files: one row per stored name ("gallery/犬.png"); the bytes live under DATA_DIR/files/<name>.
-- The name is the key: uploading a second file under a stored name is refused (code 5300).
CREATE TABLE stored_files (
  name text PRIMARY KEY CHECK (name <> '' AND length(name) <= 200),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
  size integer NOT NULL CHECK (size >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
