// The pg client class the snapshot store's pool makes its connections with.
//
// A pooled connection that PostgreSQL closes while it is idle (a restart, a
// failover, pg_terminate_backend, idle_session_timeout, a pooler recycling it)
// is reported by pg on the pool, as an 'error' event; an 'error' event that
// nothing listens to ends the process, and @keyv/postgres creates its pool
// without a listener and never hands it out (6.0.0-beta.4; 2.2.3 alike). The
// pool has already dropped that connection when it reports it, and the next
// query opens a new one, so the only thing missing is the listener: this client
// catches the pool's report at its source (pg-pool's idle listener runs inside
// the client's own 'error' emit), logs it and carries on.
import type { Client as PgClient } from 'pg';

const LOG_EVERY_MS = 30_000;

export async function clientThatSurvivesIdleErrors(onIdleError: () => void): Promise<typeof PgClient> {
  const { default: pg } = await import('pg');
  let loggedAt = -Infinity;
  return class ClientThatSurvivesIdleErrors extends pg.Client {
    override emit(event: string | symbol, ...args: unknown[]): boolean {
      if (event !== 'error') return super.emit(event, ...args);
      try {
        return super.emit(event, ...args);
      } catch (e) {
        onIdleError();
        if (Date.now() - loggedAt > LOG_EVERY_MS) {
          loggedAt = Date.now();
          console.warn(`[share] a PostgreSQL connection closed while idle (${(e as Error)?.message ?? e}); the next query reconnects`);
        }
        return true;
      }
    }
  };
}
