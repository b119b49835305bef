/**
 * Tables of the emulator's OpenID Connect provider (idp/). Appended to SCHEMA_SQL (schema.ts), so a database
 * created before the provider existed gains them on its next open. `--reset` empties them with the rest, so
 * the signing key is generated again and every token of the provider stops working.
 */
export const IDP_SCHEMA_SQL = `
-- The provider's RS256 signing key, generated on first use; the private key as PKCS#8 PEM.
CREATE TABLE IF NOT EXISTS idp_keys (
  kid TEXT PRIMARY KEY,
  private_pem TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- One sign-in of one client by one person in one network: its refresh tokens and access tokens (claim sid)
-- live as long as it does; revoking it (revocation endpoint, end-session, a reused refresh token) ends them all.
CREATE TABLE IF NOT EXISTS idp_grants (
  id TEXT PRIMARY KEY,
  app_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  network_id INTEGER NOT NULL,
  scope TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);

-- Authorization codes of the code flow with PKCE (S256); grant_id is set once the code is redeemed.
CREATE TABLE IF NOT EXISTS idp_codes (
  code TEXT PRIMARY KEY,
  app_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  network_id INTEGER NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  scope TEXT NOT NULL,
  nonce TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  grant_id TEXT
);

-- Refresh tokens, stored as SHA-256 hashes; each is used once (rotation).
CREATE TABLE IF NOT EXISTS idp_refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  grant_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS idp_refresh_tokens_grant ON idp_refresh_tokens(grant_id);
`;
