// A lean HTTP client for the load generator: node:http over keep-alive connections, no parsing beyond what a
// measurement needs, so the generator spends as little of the shared CPU as it can.
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

export class BenchHttp {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(
    baseUrl: string,
    /** Sent as Origin, as a browser on the site would. */
    private readonly origin: string,
    maxSockets = 64,
  ) {
    this.base = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** `headers` adds to the defaults, e.g. X-Forwarded-For for a client the generator stands in for. */
  request(method: 'GET' | 'POST', path: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: this.agent,
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          headers: {
            ...(cookie === undefined ? {} : { cookie }),
            origin: this.origin,
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
