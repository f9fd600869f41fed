// How long the app waits for the database (ADR 0007). A request must answer within 5 s even when PostgreSQL
// hangs, and its worst case is one wait for a pool connection plus one query that never returns:
// checkout 1 s + query 2.5 s = 3.5 s. The auth bridge adds one bounded ping (1 s) after a failure to tell
// "unavailable" from "broken", so even sign-in stays at 4.5 s, leaving room for the work around the waits.
export interface DatabaseTimeLimits {
  /** PostgreSQL cancels a statement running longer (57014) and the connection stays usable. */
  statementTimeoutMs: number;
  /**
   * The client gives up on an answer after this long. A frozen server cannot enforce its own statement
   * timeout, so this is the limit that holds then; a little above the statement timeout, so that on a
   * healthy server PostgreSQL's own cancel arrives first.
   */
  queryTimeoutMs: number;
  /** Waiting for a pooled connection, including opening a new one. */
  checkoutTimeoutMs: number;
  /**
   * PostgreSQL ends a session left idle inside a transaction, e.g. one whose client gave up and vanished
   * behind a frozen network, so its locks do not stall everyone else.
   */
  idleInTransactionTimeoutMs: number;
}

export const REQUEST_TIME_LIMITS: DatabaseTimeLimits = {
  statementTimeoutMs: 2_000,
  queryTimeoutMs: 2_500,
  checkoutTimeoutMs: 1_000,
  idleInTransactionTimeoutMs: 5_000,
};

// Bulk seeding and the benchmark's set-up run statements for minutes on a large database; they still get a
// bound, so a hung server stops them in the end instead of never.
const HOUR_MS = 60 * 60 * 1000;
export const LONG_RUNNING_TIME_LIMITS: DatabaseTimeLimits = {
  statementTimeoutMs: HOUR_MS,
  queryTimeoutMs: HOUR_MS + 5_000,
  checkoutTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** How long a health check or the auth bridge waits for `select 1`, checkout included. */
export const PING_TIMEOUT_MS = 1_000;
