import type { Db } from './open-db';
import type { IdpCodeRow, IdpGrantRow, IdpKeyRow, IdpRefreshTokenRow } from './rows';
import { prepare } from './statements';

/** The OpenID Connect provider's signing key, grants, authorization codes and refresh tokens. */
export function idpRepo(db: Db) {
  return {
    /** The signing key: the oldest one, so that two processes racing to create it agree on one. */
    idpSigningKey: () =>
      prepare<[], IdpKeyRow>(db, 'SELECT * FROM idp_keys ORDER BY created_at, kid LIMIT 1').get(),
    insertIdpSigningKey: (row: IdpKeyRow) =>
      prepare(db, 'INSERT OR IGNORE INTO idp_keys VALUES (@kid, @private_pem, @created_at)').run(row),

    createIdpGrant: (row: IdpGrantRow) =>
      prepare(
        db,
        `INSERT INTO idp_grants VALUES (@id, @app_id, @user_id, @network_id, @scope, @created_at, @revoked_at)`,
      ).run(row),
    idpGrantById: (id: string) =>
      prepare<[string], IdpGrantRow>(db, 'SELECT * FROM idp_grants WHERE id = ?').get(id),
    /** Ends a grant: its refresh tokens are refused and its access tokens get the API's 401 from now on. */
    revokeIdpGrant: (id: string, now: number) =>
      prepare(db, 'UPDATE idp_grants SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, id),

    createIdpCode: (row: IdpCodeRow) =>
      prepare(
        db,
        `INSERT INTO idp_codes VALUES (@code, @app_id, @user_id, @network_id, @redirect_uri, @code_challenge,
          @scope, @nonce, @created_at, @expires_at, @used_at, @grant_id)`,
      ).run(row),
    idpCodeByValue: (code: string) =>
      prepare<[string], IdpCodeRow>(db, 'SELECT * FROM idp_codes WHERE code = ?').get(code),
    /** Marks a code used; false when it was already used (the UPDATE's WHERE settles a race). */
    useIdpCode: (code: string, now: number) =>
      prepare(db, 'UPDATE idp_codes SET used_at = ? WHERE code = ? AND used_at IS NULL').run(now, code)
        .changes > 0,
    setIdpCodeGrant: (code: string, grantId: string) =>
      prepare(db, 'UPDATE idp_codes SET grant_id = ? WHERE code = ?').run(grantId, code),

    createIdpRefreshToken: (row: IdpRefreshTokenRow) =>
      prepare(
        db,
        'INSERT INTO idp_refresh_tokens VALUES (@token_hash, @grant_id, @created_at, @expires_at, @used_at)',
      ).run(row),
    idpRefreshToken: (hash: string) =>
      prepare<[string], IdpRefreshTokenRow>(db, 'SELECT * FROM idp_refresh_tokens WHERE token_hash = ?').get(
        hash,
      ),
    /** Marks a refresh token used; false when it was already used. */
    useIdpRefreshToken: (hash: string, now: number) =>
      prepare(db, 'UPDATE idp_refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(
        now,
        hash,
      ).changes > 0,
  };
}
