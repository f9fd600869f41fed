// What the server and the photo encoder process say to each other (ADR 0043) over Node's IPC channel. No photo's
// bytes travel on it (ADR 0044): the encoder reads the upload from its file and writes each rendition to a file
// beside it, with the SHA-256 its storage key is made of.
import type { ErrorCode } from '@common/errors.ts';

/** Added to the server's niceness (19 is the lowest): 10 lower, the event loop gets a contended core about nine times in ten. */
export const PHOTO_ENCODER_NICENESS = 10;

export interface EncoderRequest {
  id: number;
  /** The photo as uploaded. */
  sourcePath: string;
  /** Where the renditions' files go: the upload's own folder. */
  outputFolder: string;
}

export interface EncodedFile {
  path: string;
  sha256: string;
}

/** One width of a photo, encoded in both formats, on disk. */
export interface RenditionFiles {
  width: number;
  height: number;
  webp: EncodedFile;
  jpeg: EncodedFile;
}

export type EncoderReply =
  | { id: number; renditions: RenditionFiles[] }
  /** The upload is not a photo we take: the 4xx to answer. */
  | { id: number; refusal: { statusCode: number; code: ErrorCode; message: string } }
  /** Anything else went wrong. */
  | { id: number; failure: string };
