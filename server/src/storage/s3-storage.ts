// Files in any S3-compatible store (AWS S3, Cloudflare R2, Backblaze B2, Ceph, Garage…), chosen by STORAGE_URL
// (ADR 0034). Two settings make the SDK speak to stores that are not AWS: path-style addresses
// (http://host/bucket/key, so a bucket needs no DNS name of its own) and checksums only where the operation
// requires one (since 3.729 the SDK adds CRC32 trailers by default, which many such stores reject).
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { keepStreamErrorsCaught, StorageUnavailableError, type FileStorage, type MissingFile, type PutOptions, type StoredFile } from './file-storage.ts';
import { assertValidContentType, assertValidStorageKey } from './storage-keys.ts';
import { STORAGE_TIME_LIMITS, withDeadline, type StorageTimeLimits } from './time-limits.ts';

export interface S3StorageOptions {
  bucket: string;
  /** The store's base URL (http://host:port); undefined: AWS S3 itself, in the region. */
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  limits?: StorageTimeLimits;
}

/**
 * A short, safe reason: the SDK's error name (NoSuchBucket, AccessDenied, TimeoutError…) or a socket code, and the
 * HTTP status. Never the message, which may quote a request, nor the error itself, whose properties hold the
 * request's headers.
 */
function describeFailure(error: unknown): string {
  const details = error as { name?: unknown; code?: unknown; $metadata?: { httpStatusCode?: unknown } } | undefined;
  const safe = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : undefined);
  const name = safe(details?.code) ?? safe(details?.name) ?? 'error';
  const status = details?.$metadata?.httpStatusCode;
  return typeof status === 'number' ? `${name}, HTTP ${status}` : name;
}

function isMissingKey(error: unknown): boolean {
  // Only a missing key: a missing bucket (also a 404) is a misconfiguration the operator must hear about.
  return (error as { name?: unknown } | undefined)?.name === 'NoSuchKey';
}

export class S3Storage implements FileStorage {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly limits: StorageTimeLimits;

  constructor({ bucket, endpoint, region, credentials, limits = STORAGE_TIME_LIMITS }: S3StorageOptions) {
    this.bucket = bucket;
    this.limits = limits;
    this.description = `S3 bucket ${bucket} at ${endpoint ?? `AWS (${region})`}`;
    this.client = new S3Client({
      endpoint,
      region,
      // Given explicitly, so the SDK never walks its provider chain (files, the EC2 metadata service) at runtime.
      credentials,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // The SDK's own limits are off by default; ours bound connecting and a silent socket, also mid-body. The
      // deadline around each call (withDeadline) bounds the whole wait, retries included.
      requestHandler: { connectionTimeout: limits.connectTimeoutMs, socketTimeout: limits.idleTimeoutMs },
      maxAttempts: 2,
    });
  }

  private timedOut(operation: string) {
    return () => new StorageUnavailableError(`the file store did not ${operation} a file in time`);
  }

  private unavailable(operation: string, error: unknown): StorageUnavailableError {
    if (error instanceof StorageUnavailableError) return error;
    return new StorageUnavailableError(`the file store could not ${operation} a file (${describeFailure(error)})`);
  }

  async put(key: string, body: Buffer | Readable, { contentType }: PutOptions): Promise<void> {
    assertValidStorageKey(key);
    assertValidContentType(contentType);
    keepStreamErrorsCaught(body);
    try {
      await withDeadline(this.limits.putTimeoutMs, this.timedOut('write'), async (abortSignal) => {
        // A stream of unknown length would need a multipart upload; uploads are size-capped before they get here
        // (ARCHITECTURE §10), so holding one in memory is bounded.
        const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
        const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length });
        await this.client.send(command, { abortSignal });
      });
    } catch (error) {
      throw this.unavailable('write', error);
    }
  }

  async get(key: string): Promise<StoredFile | MissingFile> {
    assertValidStorageKey(key);
    try {
      // The deadline ends when the answer's headers arrive; the body then streams under the idle timeout.
      return await withDeadline(this.limits.answerTimeoutMs, this.timedOut('read'), async (abortSignal) => {
        const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal });
        if (!(answer.Body instanceof Readable)) throw new StorageUnavailableError('the file store answered without a body');
        return {
          found: true as const,
          body: answer.Body,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength ?? 0,
        };
      });
    } catch (error) {
      if (isMissingKey(error)) return { found: false, key };
      throw this.unavailable('read', error);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    try {
      // S3 answers 204 whether or not the key existed: deleting twice is fine by the protocol itself.
      await withDeadline(this.limits.answerTimeoutMs, this.timedOut('delete'), (abortSignal) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal }),
      );
    } catch (error) {
      throw this.unavailable('delete', error);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
