// Times the server gives rows itself instead of PostgreSQL's now(): a statement that writes a row and sends its
// event (ADR 0020) must know the row's time before it runs. Microseconds, strictly increasing within the process,
// so rows written one after another here never tie and sort in the order they were written, as now() did.

export interface RowTime {
  /** As drizzle reads the column back: milliseconds (what the API presents). */
  at: Date;
  /** The whole value, for the statement: `${text}::timestamptz`. */
  text: string;
}

export class RowClock {
  private lastMicros = 0;

  next(nowMs: number = Date.now()): RowTime {
    // A clock set back (NTP) does not send rows back in time either.
    const micros = Math.max(nowMs * 1000, this.lastMicros + 1);
    this.lastMicros = micros;
    const at = new Date(Math.floor(micros / 1000));
    return { at, text: `${at.toISOString().slice(0, -1)}${String(micros % 1000).padStart(3, '0')}Z` };
  }
}

/** The process's one clock for such rows. */
export const rowClock = new RowClock();
