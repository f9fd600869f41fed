// STORAGE_URL picks the back end the way DATABASE_URL picks the database (ARCHITECTURE §8, ADR 0034):
//   unset              the local disk in ./data/files, beside the embedded database's ./data/db
//   file:<folder>      the local disk in that folder
//   s3://<bucket>?endpoint=http://host:port&region=<region>
//                      an S3-compatible store; the keys come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY
export type StorageLocation =
  | { kind: 'local'; directory: string }
  | { kind: 's3'; bucket: string; endpoint: string | undefined; region: string };

export const DEFAULT_STORAGE_DIRECTORY = './data/files';
const DEFAULT_REGION = 'us-east-1';
// S3's bucket naming rules, which every compatible store accepts.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,32}$/;
const S3_PARAMETERS = new Set(['endpoint', 'region']);

export const STORAGE_URL_HINT = 'must be file:<folder> or s3://<bucket>?endpoint=http://host:port&region=<region>';

/** The location, or a message for the configuration error (which must never quote the value: it may hold keys). */
export function parseStorageUrl(value: string | undefined): StorageLocation | { problem: string } {
  if (value === undefined) return { kind: 'local', directory: DEFAULT_STORAGE_DIRECTORY };
  if (value.startsWith('file:')) {
    const directory = value.slice('file:'.length);
    return directory ? { kind: 'local', directory } : { problem: 'file: needs a folder, e.g. file:/var/lib/bizbazaar/files' };
  }
  if (!value.startsWith('s3://')) return { problem: STORAGE_URL_HINT };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: STORAGE_URL_HINT };
  }
  if (url.username || url.password) return { problem: 'keys do not belong in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY' };
  if (!BUCKET.test(url.hostname) || (url.pathname !== '' && url.pathname !== '/') || url.port) {
    return { problem: 'the bucket name must follow S3 rules (3-63 lower-case letters, digits, dots, hyphens), with no path or port after it' };
  }
  const unknown = [...url.searchParams.keys()].filter((name) => !S3_PARAMETERS.has(name));
  if (unknown.length > 0) return { problem: `unknown setting ${unknown.join(', ')}; only endpoint and region are read` };
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !isPlainHttpUrl(endpoint)) return { problem: 'endpoint must be an http(s) URL without keys, e.g. http://127.0.0.1:9000' };
  const region = url.searchParams.get('region') ?? DEFAULT_REGION;
  if (!REGION.test(region)) return { problem: 'region must look like us-east-1 or auto' };
  return { kind: 's3', bucket: url.hostname, endpoint: endpoint?.replace(/\/$/, ''), region };
}

function isPlainHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}
