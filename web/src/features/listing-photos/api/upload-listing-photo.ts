import { listingPhotosResponseSchema, type ListingPhoto } from '@common/listing-photos.ts';
import { ApiError, apiErrorFromBody } from '@/lib/api-client';
import { listingPhotosPath } from './listing-photo-keys';

type UploadOptions = {
  listingId: string;
  file: File;
  isPublic: boolean;
  /** 0 to 1, as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A busy server (503, photos processed a few at a time) is asked again this often before its message shows. */
const BUSY_RETRIES = 2;
const MAX_RETRY_WAIT_SECONDS = 30;

class BusyAnswer {
  constructor(readonly retryAfterSeconds: number, readonly error: ApiError) {}
}

/**
 * POST one photo as multipart (part `photo`, field `isPublic`); resolves to the listing's photos after it.
 * XMLHttpRequest, not fetch: fetch cannot report an upload's progress (ADR 0040). Its failures become the same
 * ApiError as every other request's (lib/api-client.ts), so the server's message is what the seller reads.
 * When the server is busy it says when to come back (Retry-After); the upload waits and tries again.
 */
export async function uploadListingPhoto(options: UploadOptions): Promise<ListingPhoto[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await sendPhoto(options);
    } catch (failure) {
      if (!(failure instanceof BusyAnswer)) throw failure;
      if (attempt >= BUSY_RETRIES) throw failure.error;
      options.onProgress(0);
      await new Promise((resolve) => setTimeout(resolve, Math.min(failure.retryAfterSeconds, MAX_RETRY_WAIT_SECONDS) * 1000));
    }
  }
}

function sendPhoto({ listingId, file, isPublic, onProgress, signal }: UploadOptions): Promise<ListingPhoto[]> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', listingPhotosPath(listingId));
    request.setRequestHeader('Accept', 'application/json');
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const retryAfterSeconds = Number(request.getResponseHeader('Retry-After'));
        const isBusy = request.status === 503 && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0;
        void apiErrorFromBody(request.status, body).then((error) => reject(isBusy ? new BusyAnswer(retryAfterSeconds, error) : error), reject);
        return;
      }
      const parsed = listingPhotosResponseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data.photos);
      else reject(new ApiError({ status: request.status, code: 'INVALID_RESPONSE', message: 'The server sent an unexpected response. Please reload the page.' }));
    });
    const failNetwork = () =>
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Could not reach BizBazaar. Check your internet connection and try again.' }));
    request.addEventListener('error', failNetwork);
    request.addEventListener('timeout', failNetwork);
    request.addEventListener('abort', () => reject(new ApiError({ status: 0, code: 'ABORTED', message: 'The upload was cancelled.' })));
    signal?.addEventListener('abort', () => request.abort());

    const body = new FormData();
    // Fields before the file: a streaming multipart parser reads them before the file's bytes.
    body.append('isPublic', String(isPublic));
    body.append('photo', file, file.name);
    request.send(body);
  });
}
