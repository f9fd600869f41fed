// A pg pool whose connections are thrown away when a query on them times out on the client side (ADR 0007).
//
// pg (8.23) answers a query that outlives query_timeout with "Query read timeout" but leaves the connection
// as it was: the query is still in flight and a transaction around it is still open. pool.query() copes,
// because it releases the connection with the error and the pool then closes it. A connection checked out
// for a transaction does not: drizzle runs `rollback` on it, which waits behind the stale query for another
// full timeout, then releases it without the error, so the next request would get a connection with a reply
// pending and a transaction open; and a `begin` that times out is never released at all (drizzle's
// try/finally starts after it), losing one pool slot for good each time.
import pg from 'pg';

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/** pg's error when query_timeout passes without an answer. */
export const QUERY_READ_TIMEOUT_MESSAGE = 'Query read timeout';

function isQueryReadTimeout(error: unknown): error is Error {
  return error instanceof Error && error.message === QUERY_READ_TIMEOUT_MESSAGE;
}

const clientsFailingFast = new WeakSet<pg.PoolClient>();

export class BoundedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pool.query() checks out with a callback and already drops a connection whose query failed.
    if (callback) return super.connect(callback);
    return super.connect().then(guardCheckout);
  }
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  releaseOnlyOnce(client);
  if (!clientsFailingFast.has(client)) {
    clientsFailingFast.add(client);
    discardOnQueryTimeout(client);
    // A connection that breaks between two queries of a transaction (the server ends it, say) emits 'error';
    // the pool listens only while it is idle, and an unheard 'error' would crash the process. The
    // transaction's next query fails anyway, and the failed connection is not reused.
    client.on('error', () => {});
  }
  return client;
}

// We release a timed-out connection ourselves; the caller's own release() later must then do nothing
// (pg throws on a second release).
function releaseOnlyOnce(client: pg.PoolClient) {
  const release = client.release;
  let isReleased = false;
  client.release = (error) => {
    if (isReleased) return;
    isReleased = true;
    release(error);
  };
}

function discardOnQueryTimeout(client: pg.PoolClient) {
  const query = client.query;
  let timeout: Error | undefined;
  const failFastQuery = (...args: unknown[]): unknown => {
    // The rollback after a timeout must not wait out another timeout on a connection already given up.
    if (timeout) return Promise.reject(timeout);
    const result: unknown = Reflect.apply(query, client, args);
    // Callback and stream forms are pool.query()'s own, which releases a failed connection with its error.
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isQueryReadTimeout(error)) {
        timeout = error;
        // Released with an error, the pool closes the connection and frees its slot; the socket is destroyed
        // rather than ended, because a polite goodbye is never answered by a frozen server.
        client.release(error);
        client.connection.stream.destroy();
      }
      throw error;
    });
  };
  // One function stands in for all of query()'s overloads, which TypeScript cannot check.
  client.query = failFastQuery as pg.PoolClient['query'];
}
