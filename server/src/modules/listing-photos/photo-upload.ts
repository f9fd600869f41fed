// Reads an upload's one `photo` part and its `isPublic` field (issue 25). Multipart bodies are not held to the
// app's bodyLimit, so every count and size is capped here: one file of at most MAX_PHOTO_BYTES, two small fields.
// The file goes to disk as it arrives, never into this process's memory (ADR 0044): a 4 MB photo held as Buffers,
// copied for the encoder and back, made V8 collect its old space every second while uploads ran.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@common/listing-photos.ts';
import { AppError, validationFailed } from '../../http/errors.ts';

export const PHOTO_UPLOAD_LIMITS = { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100, fieldNameSize: 100, headerPairs: 20 };

/** Each upload's folder is named after this process, so that a test can see that none is left behind. */
export const UPLOAD_FOLDER_PREFIX = join(tmpdir(), `bizbazaar-upload-${process.pid}-`);

export interface PhotoUpload {
  /** The upload's own folder: the photo as sent, and its renditions once encoded. */
  folder: string;
  /** The photo as sent. */
  path: string;
  isPublic: boolean;
}

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', PHOTO_TOO_LARGE_MESSAGE);

/** The upload on disk; the caller removes it with discardPhotoUpload once done, whatever happened. */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  const folder = await mkdtemp(UPLOAD_FOLDER_PREFIX);
  const path = join(folder, 'upload');
  let hasFile = false;
  let isPublic = true;
  try {
    for await (const part of request.parts({ limits: PHOTO_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || hasFile) {
          part.file.resume();
          throw validationFailed({ photo: 'Send one file, in the field named photo.' });
        }
        hasFile = true;
        await pipeline(part.file, createWriteStream(path, { flags: 'wx' }));
        if (part.file.truncated) throw tooLarge();
      } else if (part.fieldname === 'isPublic') {
        if (part.value !== 'true' && part.value !== 'false') throw validationFailed({ isPublic: 'isPublic is "true" or "false".' });
        isPublic = part.value === 'true';
      }
    }
    if (!hasFile || (await stat(path)).size === 0) throw validationFailed({ photo: 'Choose a photo to add.' });
    return { folder, path, isPublic };
  } catch (error) {
    await discardPhotoUpload({ folder });
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Too many parts, a malformed or cut-off body: the client's mistake, never a 500.
    throw validationFailed({ photo: 'Send one photo as multipart/form-data.' });
  }
}

export async function discardPhotoUpload({ folder }: Pick<PhotoUpload, 'folder'>): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}
