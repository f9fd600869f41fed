// Bounds on what one socket may cost the process (ADR 0011).
export const REALTIME_LIMITS = {
  /** Largest client frame; ws closes the socket (1009) on a bigger one before reading it. */
  maxFrameBytes: 4 * 1024,
  /** Rooms a socket may follow besides its user's own (a dashboard shows one conversation at a time). */
  maxSubscriptions: 50,
  /** Client frames: a burst of this many, then this many per second. */
  frameBurst: 20,
  framesPerSecond: 5,
  /** Sockets one user may hold on one process (one per tab). */
  maxSocketsPerUser: 20,
  /** A client that does not read its events is dropped rather than buffered without end. */
  maxBufferedBytes: 1024 * 1024,
  /** ARCHITECTURE §6: a ping every 25 s; a socket that has not answered the previous one is dropped. */
  heartbeatIntervalMs: 25_000,
};

// The session-ended close code (4001) is part of the wire contract: CLOSE_SESSION_ENDED in @common/realtime.ts.
/** The process is shutting down: reconnect (to another process). */
export const CLOSE_GOING_AWAY = 1001;
