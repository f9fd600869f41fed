// The encoder process (ADR 0043, 0044): it reads the photo from its file and writes each rendition beside it with
// the SHA-256 of the file written, a refusal comes back as the 4xx it is, the process runs at a lower priority
// than the server, and one that dies is replaced.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_NOT_AN_IMAGE_MESSAGE } from '@common/listing-photos.ts';
import { makePhoto } from '../../../test/photo-uploads.ts';
import { AppError } from '../../http/errors.ts';
import { PhotoEncoder } from './photo-encoder.ts';
import { PHOTO_ENCODER_NICENESS } from './photo-encoder-messages.ts';

const encoder = new PhotoEncoder();
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'photo-encoder-test-'));
});
afterAll(async () => {
  encoder.close();
  await rm(folder, { recursive: true, force: true });
});

let uploads = 0;
/** A file as an upload leaves it, in a folder of its own. */
async function uploaded(bytes: Buffer): Promise<{ sourcePath: string; outputFolder: string }> {
  uploads += 1;
  const outputFolder = await mkdtemp(join(folder, `upload-${uploads}-`));
  const sourcePath = join(outputFolder, 'upload');
  await writeFile(sourcePath, bytes);
  return { sourcePath, outputFolder };
}

/** The scheduling policy of each of a process's threads (Linux: field 41 of /proc/<pid>/task/<tid>/stat). */
async function threadPolicies(processId: number): Promise<number[]> {
  const threads = await readdir(`/proc/${processId}/task`);
  const stats = await Promise.all(threads.map((thread) => readFile(`/proc/${processId}/task/${thread}/stat`, 'utf8')));
  // The fields after the command's closing parenthesis start at field 3.
  return stats.map((stat) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[41 - 3]));
}
const SCHED_IDLE = 5;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the photo encoder process', () => {
  it('writes every width in WebP and JPEG beside the upload, with their hashes, and runs in the idle class below the server', async () => {
    const { sourcePath, outputFolder } = await uploaded(await makePhoto('jpeg', { width: 1400, height: 1000 }));
    const renditions = await encoder.encode(sourcePath, outputFolder);
    expect(renditions.map((rendition) => rendition.width)).toEqual([320, 640, 1280]);
    for (const rendition of renditions) {
      const webp = await readFile(rendition.webp.path);
      const jpeg = await readFile(rendition.jpeg.path);
      expect(rendition.webp.path.startsWith(outputFolder) && rendition.jpeg.path.startsWith(outputFolder)).toBe(true);
      expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect([rendition.webp.sha256, rendition.jpeg.sha256]).toEqual([sha256(webp), sha256(jpeg)]);
    }
    const processId = encoder.processId;
    expect(processId).toBeDefined();
    expect(getPriority(processId)).toBe(Math.min(19, getPriority() + PHOTO_ENCODER_NICENESS));
    // Every thread of it in the kernel's idle class, where Linux and chrt are there (as on every machine we run on).
    if (process.platform === 'linux') expect(new Set(await threadPolicies(processId ?? 0))).toEqual(new Set([SCHED_IDLE]));
  });

  it('answers a refusal as the 422 it is', async () => {
    const { sourcePath, outputFolder } = await uploaded(Buffer.from('<html>not a photo</html>'));
    const refusal = await encoder.encode(sourcePath, outputFolder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 422, message: PHOTO_NOT_AN_IMAGE_MESSAGE });
  });

  it('fails what a dying process held, and the next photo starts another', async () => {
    const big = await uploaded(await makePhoto('png', { width: 1800, height: 1200 }));
    const held = encoder.encode(big.sourcePath, big.outputFolder);
    const dying = encoder.processId;
    process.kill(dying ?? 0, 'SIGKILL');
    await expect(held).rejects.toThrow('the photo encoder stopped');
    const small = await uploaded(await makePhoto('webp', { width: 700, height: 400 }));
    const renditions = await encoder.encode(small.sourcePath, small.outputFolder);
    expect(renditions.map((rendition) => rendition.width)).toEqual([320, 640]);
    expect(encoder.processId).not.toBe(dying);
  });
});
