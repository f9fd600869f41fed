// What the server and the photo encoder process say to each other (ADR 0043), over Node's IPC channel with the
// `advanced` serialization, so the bytes travel as binary, not as JSON.
import type { ErrorCode } from '@common/errors.ts';
import type { EncodedRendition } from './photo-processing.ts';

/** Added to the server's niceness (19 is the lowest): 10 lower, the event loop gets a contended core about nine times in ten. */
export const PHOTO_ENCODER_NICENESS = 10;

export interface EncoderRequest {
  id: number;
  bytes: Uint8Array;
}

export type EncoderReply =
  | { id: number; renditions: EncodedRendition[] }
  /** The upload is not a photo we take: the 4xx to answer. */
  | { id: number; refusal: { statusCode: number; code: ErrorCode; message: string } }
  /** Anything else went wrong. */
  | { id: number; failure: string };
