// What a LISTEN on either engine looks like to its user (ADR 0011).

export interface ListenOptions {
  onNotification(payload: string): void;
  /**
   * The listening connection was lost (or never came up) and now listens again. Notifications sent in
   * between are gone for good, so whoever relies on them should tell its clients to refetch.
   */
  onReconnect?(): void;
  /** A lost connection or a failed attempt; listening is retried with backoff until stop(). */
  onError?(error: unknown): void;
}

export interface NotificationListener {
  /**
   * Resolves once every notification committed before the call has been handed to onNotification; rejects
   * when not listening. What makes a cache kept fresh by notifications as current as the database (ADR 0003).
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}
