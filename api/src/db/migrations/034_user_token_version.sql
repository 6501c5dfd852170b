-- Access tokens carry the user's token version; a password change or reset bumps it, so tokens
-- issued before it stop working (auth/accounts.ts checks it on every request).
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
