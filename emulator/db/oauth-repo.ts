import type { Db } from './open-db';
import type { AppRow, AuthCodeRow, SessionRow, TokenRow } from './rows';
import { prepare } from './statements';

/** Registered apps, dialog sessions, authorization codes and access tokens. */
export function oauthRepo(db: Db) {
  return {
    appByClientId: (clientId: string) =>
      prepare<[string], AppRow>(db, 'SELECT * FROM apps WHERE client_id = ?').get(clientId),
    appById: (id: number) => prepare<[number], AppRow>(db, 'SELECT * FROM apps WHERE id = ?').get(id),

    createSession: (row: SessionRow) =>
      prepare(db, 'INSERT INTO sessions VALUES (@id, @user_id, @csrf_token, @created_at, @expires_at)').run(
        row,
      ),
    sessionById: (id: string, now: number) =>
      prepare<[string, number], SessionRow>(db, 'SELECT * FROM sessions WHERE id = ? AND expires_at > ?').get(
        id,
        now,
      ),
    deleteSession: (id: string) => prepare(db, 'DELETE FROM sessions WHERE id = ?').run(id),

    createCode: (row: AuthCodeRow) =>
      prepare(
        db,
        `INSERT INTO auth_codes VALUES (@code, @app_id, @user_id, @network_id, @token, @redirect_uri,
          @created_at, @expires_at, @used_at)`,
      ).run(row),
    /**
     * Marks a code used and returns it, only if it exists, belongs to the app, is unused and unexpired. The
     * UPDATE's WHERE makes it single-use even when two exchanges race.
     */
    consumeCode: (code: string, appId: number, now: number): AuthCodeRow | undefined => {
      const changed = prepare(
        db,
        'UPDATE auth_codes SET used_at = ? WHERE code = ? AND app_id = ? AND used_at IS NULL AND expires_at > ?',
      ).run(now, code, appId, now).changes;
      if (changed === 0) return undefined;
      return prepare<[string], AuthCodeRow>(db, 'SELECT * FROM auth_codes WHERE code = ?').get(code);
    },

    /** The live token of an app/user/network grant: one exists once the user has allowed the app. */
    activeGrant: (appId: number, userId: number, networkId: number) =>
      prepare<[number, number, number], TokenRow>(
        db,
        `SELECT * FROM tokens WHERE app_id = ? AND user_id = ? AND network_id = ? AND revoked_at IS NULL
         ORDER BY created_at DESC LIMIT 1`,
      ).get(appId, userId, networkId),
    createToken: (row: TokenRow) =>
      prepare(
        db,
        `INSERT INTO tokens VALUES (@token, @user_id, @network_id, @app_id, @revoked_at, @created_at,
          @authorized_at)`,
      ).run(row),
    tokenByValue: (token: string) =>
      prepare<[string], TokenRow>(db, 'SELECT * FROM tokens WHERE token = ?').get(token),
    /** De-authorizes: the token stops working at once (spec section 3). Returns false if unknown. */
    revokeToken: (token: string, now: number) =>
      prepare(db, 'UPDATE tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(now, token)
        .changes > 0,
  };
}

export type OAuthRepo = ReturnType<typeof oauthRepo>;
