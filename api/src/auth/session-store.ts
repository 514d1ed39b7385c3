import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { CitizenClaims } from './identity-provider.js';

export interface CitizenSession {
  id: string;
  claims: CitizenClaims;
  idToken: string;
  postLogoutUri: string;
  expiresAt: Date;
}

/** The logins of citizens, in the database so that every API instance behind the load balancer sees them. */
export class SessionStore {
  constructor(private readonly db: Kysely<DB>) {}

  async create(input: Omit<CitizenSession, 'id'>, now = new Date()): Promise<CitizenSession> {
    const id = randomBytes(24).toString('base64url');
    // Logins that ended long ago are removed as new ones arrive; the index on expires_at keeps this cheap.
    await this.db.deleteFrom('auth_sessions').where('expires_at', '<', now.toISOString()).execute();
    await this.db
      .insertInto('auth_sessions')
      .values({
        id,
        subject: input.claims.sub,
        given_name: input.claims.givenName,
        surname: input.claims.surname,
        pref_language: input.claims.prefLanguage ?? null,
        mail: input.claims.mail ?? null,
        id_token: input.idToken,
        post_logout_uri: input.postLogoutUri,
        created_at: now.toISOString(),
        expires_at: input.expiresAt.toISOString(),
      })
      .execute();
    return { id, ...input };
  }

  /** The login if it exists and has not expired. */
  async find(id: string, now = new Date()): Promise<CitizenSession | undefined> {
    const row = await this.db
      .selectFrom('auth_sessions')
      .selectAll()
      .where('id', '=', id)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        claims: {
          sub: row.subject,
          givenName: row.given_name,
          surname: row.surname,
          prefLanguage: row.pref_language ?? undefined,
          mail: row.mail ?? undefined,
        },
        idToken: row.id_token,
        postLogoutUri: row.post_logout_uri,
        expiresAt: new Date(row.expires_at),
      }
    );
  }

  /** Ends a login; returns it (for the logout at the provider) when it existed. */
  async remove(id: string): Promise<CitizenSession | undefined> {
    const session = await this.find(id, new Date(0));
    if (session) await this.db.deleteFrom('auth_sessions').where('id', '=', id).execute();
    return session;
  }
}
