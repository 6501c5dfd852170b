-- Login names are unique across e-mails and usernames, case-insensitively (issue 34): a username
-- can never be another user's e-mail, nor an e-mail another user's username, so a sign-in name
-- always means one account. One row per name of each user, kept by a trigger; the primary key
-- enforces the rule even for concurrent writes.
CREATE TABLE login_names (
  name text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX login_names_user_idx ON login_names (user_id);

-- Existing data: e-mails first, so where a username repeats another user's e-mail the e-mail
-- keeps the name (the username's owner must change it at their next edit of it).
INSERT INTO login_names (name, user_id)
  SELECT lower(email), id FROM users ON CONFLICT DO NOTHING;
INSERT INTO login_names (name, user_id)
  SELECT lower(username), id FROM users WHERE coalesce(username, '') <> '' ON CONFLICT DO NOTHING;

CREATE FUNCTION users_login_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM login_names WHERE user_id = NEW.id;
  INSERT INTO login_names (name, user_id)
    SELECT DISTINCT lower(n), NEW.id FROM unnest(ARRAY[NEW.email, NEW.username]) AS n
    WHERE coalesce(n, '') <> '';
  RETURN NULL;
END
$$;

CREATE TRIGGER users_login_names AFTER INSERT OR UPDATE OF email, username ON users
  FOR EACH ROW EXECUTE FUNCTION users_login_names();
