// The child process that encodes photos (ADR 0043), started by photo-encoder.ts. Its first act lowers its own
// scheduling priority: every thread it starts afterwards (libuv's, and the libvips workers they start) inherits
// it, so on a busy machine the kernel runs the server's event loop first and the image work with what is left.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../../http/errors.ts';
import { PHOTO_ENCODER_NICENESS, type EncodedFile, type EncoderReply, type EncoderRequest, type RenditionFiles } from './photo-encoder-messages.ts';
import { encodePhotoRenditions } from './photo-processing.ts';

// Relative to the server's own, and within the 19 that is the lowest.
setPriority(Math.min(19, getPriority() + PHOTO_ENCODER_NICENESS));

process.on('message', (request: EncoderRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});
// The server went away (or closed the channel): nothing is left to encode for.
process.on('disconnect', () => process.exit(0));

async function answer({ id, sourcePath, outputFolder }: EncoderRequest): Promise<EncoderReply> {
  try {
    const renditions: RenditionFiles[] = [];
    for (const { width, height, webp, jpeg } of await encodePhotoRenditions(sourcePath)) {
      const name = (extension: string) => join(outputFolder, `${width}.${extension}`);
      renditions.push({ width, height, webp: await writeEncoded(name('webp'), webp), jpeg: await writeEncoded(name('jpg'), jpeg) });
    }
    return { id, renditions };
  } catch (error) {
    if (error instanceof AppError) return { id, refusal: { statusCode: error.statusCode, code: error.code, message: error.message } };
    return { id, failure: error instanceof Error ? error.message : String(error) };
  }
}

async function writeEncoded(path: string, bytes: Buffer): Promise<EncodedFile> {
  await writeFile(path, bytes, { flag: 'wx' });
  return { path, sha256: createHash('sha256').update(bytes).digest('hex') };
}
