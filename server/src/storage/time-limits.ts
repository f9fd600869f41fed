// How long the app waits for the file store (ADR 0034), in the spirit of the database's limits (ADR 0007): a
// request that reads a file must answer within about 5 s even when the store hangs instead of refusing.
export interface StorageTimeLimits {
  /** Opening a TCP connection to the store. */
  connectTimeoutMs: number;
  /** From sending a get, head or delete until the store's answer (its headers) arrives. */
  answerTimeoutMs: number;
  /**
   * A whole put, body included. Longer than a read: documents may be tens of megabytes, and the body may come
   * from a client's upload, which is bounded by the HTTP layer's own limits.
   */
  putTimeoutMs: number;
  /** No byte either way on an open connection for this long ends it, also while a body streams out to a client. */
  idleTimeoutMs: number;
}

export const STORAGE_TIME_LIMITS: StorageTimeLimits = {
  connectTimeoutMs: 1_000,
  answerTimeoutMs: 3_000,
  putTimeoutMs: 30_000,
  idleTimeoutMs: 5_000,
};

/**
 * Runs work with an AbortSignal that fires after timeoutMs, and rejects by then even if the work ignores the
 * signal. The timer is cleared as soon as the work settles, so a body still streaming afterwards is not cut.
 */
export async function withDeadline<T>(timeoutMs: number, onTimeout: () => Error, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(onTimeout());
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
