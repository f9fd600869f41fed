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

/**
 * POST one photo as multipart (part `photo`, field `isPublic`); resolves to the listing's photos after it.
 * XMLHttpRequest, not fetch: fetch cannot report an upload's progress (ADR 0040). Its failures become the same
 * ApiError as every other request's (lib/api-client.ts), so the server's message is what the seller reads.
 */
export function uploadListingPhoto({ listingId, file, isPublic, onProgress, signal }: UploadOptions): Promise<ListingPhoto[]> {
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
        void apiErrorFromBody(request.status, body).then(reject, reject);
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
