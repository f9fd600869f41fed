// Reads an upload's one `photo` part and its `isPublic` field (issue 25). Multipart bodies are not held to the
// app's bodyLimit, so every count and size is capped here: one file of at most MAX_PHOTO_BYTES, two small fields.
import type { FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@common/listing-photos.ts';
import { AppError, validationFailed } from '../../http/errors.ts';

export const PHOTO_UPLOAD_LIMITS = { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100, fieldNameSize: 100, headerPairs: 20 };

export interface PhotoUpload {
  bytes: Buffer;
  isPublic: boolean;
}

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', PHOTO_TOO_LARGE_MESSAGE);

export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  let bytes: Buffer | undefined;
  let isPublic = true;
  try {
    for await (const part of request.parts({ limits: PHOTO_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || bytes) {
          part.file.resume();
          throw validationFailed({ photo: 'Send one file, in the field named photo.' });
        }
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'isPublic') {
        if (part.value !== 'true' && part.value !== 'false') throw validationFailed({ isPublic: 'isPublic is "true" or "false".' });
        isPublic = part.value === 'true';
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Too many parts, a malformed or cut-off body: the client's mistake, never a 500.
    throw validationFailed({ photo: 'Send one photo as multipart/form-data.' });
  }
  if (!bytes || bytes.length === 0) throw validationFailed({ photo: 'Choose a photo to add.' });
  return { bytes, isPublic };
}
