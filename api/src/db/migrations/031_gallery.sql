-- Photo gallery and the second image list (covers). Images are stored names (see stored_files);
-- the api turns them into public URLs. featured: 1 = featured, 2 = not featured.
CREATE TABLE gallery_images (
  id text PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  file_name text NOT NULL CHECK (file_name <> ''),
  featured smallint NOT NULL DEFAULT 2 CHECK (featured IN (1, 2)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gallery_images_created_idx ON gallery_images (created_at, id);
CREATE INDEX gallery_images_file_idx ON gallery_images (file_name);

CREATE TABLE gallery_covers (
  id text PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  cover_img text NOT NULL CHECK (cover_img <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gallery_covers_created_idx ON gallery_covers (created_at, id);
CREATE INDEX gallery_covers_file_idx ON gallery_covers (cover_img);
