// The encoder process (ADR 0043): the renditions come back as Buffers, a refusal as the 4xx it is, the process runs
// at a lower priority than the server, and one that dies is replaced.
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { PHOTO_NOT_AN_IMAGE_MESSAGE } from '@common/listing-photos.ts';
import { makePhoto } from '../../../test/photo-uploads.ts';
import { AppError } from '../../http/errors.ts';
import { PhotoEncoder } from './photo-encoder.ts';
import { PHOTO_ENCODER_NICENESS } from './photo-encoder-messages.ts';

const encoder = new PhotoEncoder();
afterAll(() => encoder.close());

describe('the photo encoder process', () => {
  it('answers every width in WebP and JPEG as Buffers, and runs at a lower priority than the server', async () => {
    const renditions = await encoder.encode(await makePhoto('jpeg', { width: 1400, height: 1000 }));
    expect(renditions.map((rendition) => rendition.width)).toEqual([320, 640, 1280]);
    for (const rendition of renditions) {
      expect(Buffer.isBuffer(rendition.webp) && Buffer.isBuffer(rendition.jpeg)).toBe(true);
      expect(rendition.webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(rendition.jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    const processId = encoder.processId;
    expect(processId).toBeDefined();
    expect(getPriority(processId)).toBe(Math.min(19, getPriority() + PHOTO_ENCODER_NICENESS));
  });

  it('answers a refusal as the 422 it is', async () => {
    const refusal = await encoder.encode(Buffer.from('<html>not a photo</html>')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 422, message: PHOTO_NOT_AN_IMAGE_MESSAGE });
  });

  it('fails what a dying process held, and the next photo starts another', async () => {
    const held = encoder.encode(await makePhoto('png', { width: 1800, height: 1200 }));
    const dying = encoder.processId;
    process.kill(dying ?? 0, 'SIGKILL');
    await expect(held).rejects.toThrow('the photo encoder stopped');
    const renditions = await encoder.encode(await makePhoto('webp', { width: 700, height: 400 }));
    expect(renditions.map((rendition) => rendition.width)).toEqual([320, 640]);
    expect(encoder.processId).not.toBe(dying);
  });
});
