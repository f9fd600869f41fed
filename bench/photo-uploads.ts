// Issue 25's photo uploads (ADR 0035) under the bench (npm run bench -- --only uploads): how long one 12-megapixel
// JPEG takes from the POST to its 201, and what photo processing does to browse while four sellers upload at once.
// Each uploader is a seller of its own with an approved listing of its own: the add limit counts per account, and
// a live listing is where an upload also forgets the cached browse pages (its cover changes), as in production.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { listingPhotosResponseSchema } from '@common/listing-photos.ts';
import { queryRows, type DatabaseHandle } from '../server/src/db/client.ts';
import { forgetRateLimit } from '../server/src/http/rate-limit.ts';
import { RATE_LIMITS } from '../server/src/http/rate-limits.ts';
import { inIdleClass } from '../server/src/lib/idle-class.ts';
import { ensureAccount, type BenchAccount } from './dashboard-bench.ts';
import { summarize, type LatencySummary } from './support/latency-stats.ts';

/** Issue 25's targets: one 12 MP upload within 1.5 s (its p50), and browse p99 within 1.5× of idle while 4 upload. */
export const UPLOAD_TARGET_MS = 1500;
export const BROWSE_UNDER_UPLOADS_RATIO_TARGET = 1.5;
export const CONCURRENT_UPLOADERS = 4;
const TIMED_UPLOADS = 5;
const LISTING_TITLE = 'Upload bench listing';

export interface PhotoUploader extends BenchAccount {
  id: string;
  listingId: string;
}

/** Four sellers, each with an approved listing and no photos, whose photo limits start afresh on this run. */
export async function ensureUploaders(database: DatabaseHandle): Promise<PhotoUploader[]> {
  const uploaders: PhotoUploader[] = [];
  for (let index = 1; index <= CONCURRENT_UPLOADERS; index += 1) {
    const account = await ensureAccount(database, `bench-uploader-${index}@bizbazaar.invalid`, 'seller', `Upload Bench Seller ${index}`);
    const listingId = await ensureApprovedListing(database, account.id);
    // A run stopped halfway leaves a photo behind; the listing starts each run empty, far from the 12-photo limit.
    await database.db.execute(sql`delete from listing_photos where listing_id = ${listingId}`);
    await database.db.execute(sql`update business_listings set cover_photo = null where id = ${listingId}`);
    // The limits are for people (60 adds an hour); the counters live in the database, so earlier runs would count.
    await forgetRateLimit(database.db, RATE_LIMITS.addListingPhotoPerAccount, account.id);
    await forgetRateLimit(database.db, RATE_LIMITS.changeListingPhotosPerAccount, account.id);
    uploaders.push({ ...account, listingId });
  }
  return uploaders;
}

async function ensureApprovedListing(database: DatabaseHandle, sellerId: string): Promise<string> {
  const [existing] = await queryRows<{ id: string }>(database.db, sql`select id from business_listings where seller_id = ${sellerId} and title = ${LISTING_TITLE} limit 1`);
  if (existing) return existing.id;
  const [created] = await queryRows<{ id: string }>(database.db, sql`
    insert into business_listings (seller_id, category_id, title, description, asking_price, location, status)
    values (${sellerId}, (select id from categories order by sort_order limit 1), ${LISTING_TITLE},
            'A listing the upload bench adds photos to and removes them from.', 25000000::bigint * 100, 'Pune, Maharashtra', 'approved')
    returning id`);
  if (!created) throw new Error('could not make the upload bench listing');
  return created.id;
}

/**
 * A 12-megapixel (4000×3000) JPEG with a photo's detail: gaussian noise softened a little, so it decodes and
 * encodes like a camera's picture (about 3.7 MB at quality 90, as a phone's) and not like one flat colour.
 */
export async function makeTwelveMegapixelJpeg(): Promise<Buffer> {
  const size = { width: 4000, height: 3000, channels: 3 } as const;
  const noise = await sharp({ create: { ...size, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).raw().toBuffer();
  return sharp(noise, { raw: size }).blur(0.8).jpeg({ quality: 90 }).toBuffer();
}

type UploadOutcome = { status: 201; milliseconds: number; photoIds: string[] } | { status: number; milliseconds: number; problem: string };

/** POST …/photos as the seller, timed from the request to the whole 201 (multipart, as the page sends it). */
async function uploadPhoto(url: string, origin: string, uploader: PhotoUploader, cookie: string, photo: Blob): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('photo', photo, 'bench.jpg');
  const started = performance.now();
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${url}/api/listings/${uploader.listingId}/photos`, { method: 'POST', headers: { cookie, origin }, body: form });
    text = await response.text();
  } catch (error) {
    // The server closed the connection without an answer: counted as status 0, never a crash of the run (which
    // would leave the server running).
    return { status: 0, milliseconds: performance.now() - started, problem: `no answer: ${String((error as { cause?: unknown }).cause ?? error)}` };
  }
  const milliseconds = performance.now() - started;
  if (response.status !== 201) return { status: response.status, milliseconds, problem: text.slice(0, 200) };
  return { status: 201, milliseconds, photoIds: listingPhotosResponseSchema.parse(JSON.parse(text)).photos.map((photo) => photo.id) };
}

/** Removes what an upload added, so an uploader never reaches the 12-photo limit. */
async function removePhotos(url: string, origin: string, uploader: PhotoUploader, cookie: string, photoIds: string[]): Promise<void> {
  for (const photoId of photoIds) {
    const response = await fetch(`${url}/api/listings/${uploader.listingId}/photos/${photoId}`, { method: 'DELETE', headers: { cookie, origin } });
    if (!response.ok) throw new Error(`removing a bench photo answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
}

export interface SignedInUploader extends PhotoUploader {
  cookie: string;
}

/**
 * Idle and loaded phases alternate this many times, and the target compares the p99s of all their requests
 * pooled: on a machine whose neighbours come and go, one idle phase and one loaded phase minutes apart differed
 * by more than the effect measured (docs/performance.md).
 */
export const BROWSE_ROUNDS = 3;

export type BrowsePhase = 'idle' | 'uploads running';

export interface UploadFigures {
  jpegBytes: number;
  /** One upload at a time, after one unmeasured. */
  oneAtATime: LatencySummary;
  /** Every upload the four uploaders finished during the loaded phases, by status. */
  underLoad: { latencies: LatencySummary; byStatus: Record<string, number>; firstProblem: string | undefined };
  /** Browse's latencies, each phase's requests of every round together, and each round's p99s. */
  browse: { idle: LatencySummary; loaded: LatencySummary; rounds: Array<{ idleP99: number; loadedP99: number }> };
}

export interface UploadBenchOptions {
  url: string;
  origin: string;
  uploaders: SignedInUploader[];
  jpeg: Buffer;
  /** Measures browse at the bench's fixed rate and answers each request's milliseconds. */
  measureBrowse: (phase: BrowsePhase, round: number) => Promise<number[]>;
}

/** Upload, remove, again: each uploader in turn, timed; then rounds of browse idle and browse while all of them loop. */
export async function measureUploads({ url, origin, uploaders, jpeg, measureBrowse }: UploadBenchOptions): Promise<UploadFigures> {
  const [first] = uploaders;
  if (!first) throw new Error('no uploaders');
  const photo = new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
  const timed: number[] = [];
  for (let run = 0; run <= TIMED_UPLOADS; run += 1) {
    process.stdout.write(run === 0 ? 'uploading a 12 MP JPEG once, unmeasured…\n' : `uploading a 12 MP JPEG, ${run}/${TIMED_UPLOADS}…\n`);
    const outcome = await uploadPhoto(url, origin, first, first.cookie, photo);
    if (!('photoIds' in outcome)) throw new Error(`the upload answered ${outcome.status}: ${outcome.problem}`);
    if (run > 0) timed.push(outcome.milliseconds);
    await removePhotos(url, origin, first, first.cookie, outcome.photoIds);
  }

  const idle: number[] = [];
  const loaded: number[] = [];
  const rounds: UploadFigures['browse']['rounds'] = [];
  const underLoad: UploadTally = { latencies: [], byStatus: {}, firstProblem: undefined };
  for (let round = 1; round <= BROWSE_ROUNDS; round += 1) {
    process.stdout.write(`round ${round}/${BROWSE_ROUNDS}: measuring browse, idle…\n`);
    const idleRound = await measureBrowse('idle', round);
    process.stdout.write(`round ${round}/${BROWSE_ROUNDS}: measuring browse while ${CONCURRENT_UPLOADERS} sellers upload 12 MP JPEGs…\n`);
    const loops = startUploadLoops({ url, origin, uploaders, jpeg });
    // The uploads start a second early, so the whole measurement (and its warm-up) runs while images are processed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    let loadedRound: number[];
    try {
      loadedRound = await measureBrowse('uploads running', round);
    } finally {
      addTally(underLoad, await loops.stop());
    }
    idle.push(...idleRound);
    loaded.push(...loadedRound);
    rounds.push({ idleP99: summarize(idleRound).p99, loadedP99: summarize(loadedRound).p99 });
  }
  return {
    jpegBytes: jpeg.length,
    oneAtATime: summarize(timed),
    underLoad: { ...underLoad, latencies: summarize(underLoad.latencies) },
    browse: { idle: summarize(idle), loaded: summarize(loaded), rounds },
  };
}

function addTally(total: UploadTally, round: UploadTally): void {
  total.latencies.push(...round.latencies);
  for (const [status, times] of Object.entries(round.byStatus)) total.byStatus[status] = (total.byStatus[status] ?? 0) + times;
  total.firstProblem ??= round.firstProblem;
}

export interface UploadLoopRequest {
  url: string;
  origin: string;
  uploaders: SignedInUploader[];
  jpeg: Uint8Array;
}

/** What the uploaders did while browse was measured: each finished upload's time, and every answer by status. */
export interface UploadTally {
  latencies: number[];
  byStatus: Record<string, number>;
  firstProblem: string | undefined;
}

/**
 * The uploaders' loops run in a process of their own (bench/upload-loops.ts): in this one, the garbage of their
 * 4 MB request bodies paused the load generator's clock, and browse's p99 carried the client's own pauses.
 */
function startUploadLoops(request: UploadLoopRequest): { stop(): Promise<UploadTally> } {
  const loopsModule = fileURLToPath(new URL('./upload-loops.ts', import.meta.url));
  const child = spawn(...inIdleClass(process.execPath, ['--import', 'tsx', loopsModule]), { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
  const tally = new Promise<UploadTally>((resolve, reject) => {
    child.once('message', (message: UploadTally) => resolve(message));
    child.once('exit', (code) => reject(new Error(`the upload loops ended (${code}) before their tally`)));
  });
  child.send(request);
  return {
    async stop() {
      child.send('stop');
      return tally;
    },
  };
}

/** Upload, remove, again, for each uploader at once, until `isRunning` turns false. */
export async function runUploadLoops({ url, origin, uploaders, jpeg }: UploadLoopRequest, isRunning: () => boolean): Promise<UploadTally> {
  const photo = new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
  const tally: UploadTally = { latencies: [], byStatus: {}, firstProblem: undefined };
  const loop = async (uploader: SignedInUploader) => {
    while (isRunning()) {
      const outcome = await uploadPhoto(url, origin, uploader, uploader.cookie, photo);
      tally.byStatus[outcome.status] = (tally.byStatus[outcome.status] ?? 0) + 1;
      if ('photoIds' in outcome) {
        tally.latencies.push(outcome.milliseconds);
        await removePhotos(url, origin, uploader, uploader.cookie, outcome.photoIds).catch((error: unknown) => {
          tally.firstProblem ??= String(error);
        });
      } else {
        tally.firstProblem ??= `${outcome.status} ${outcome.problem}`;
        // A refusal (busy 503, a limit) is answered at once: wait a little rather than spin.
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  await Promise.all(uploaders.map(loop));
  return tally;
}

/** The lines printed after the table: the upload's time and the browse ratio, each against its target. */
export function describeUploadTargets(figures: UploadFigures): string[] {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  const { oneAtATime, underLoad, browse } = figures;
  const megabytes = (figures.jpegBytes / 1024 / 1024).toFixed(1);
  const ratio = browse.loaded.p99 / browse.idle.p99;
  const roundRatios = browse.rounds.map(({ idleP99, loadedP99 }) => `${idleP99.toFixed(1)} → ${loadedP99.toFixed(1)} ms (${(loadedP99 / idleP99).toFixed(2)}x)`);
  return [
    `photo upload, 12 MP JPEG (${megabytes} MB), one at a time, ${oneAtATime.count} runs: p50 ${oneAtATime.p50.toFixed(0)} ms, max ${oneAtATime.max.toFixed(0)} ms ` +
      `(target p50 <= ${UPLOAD_TARGET_MS} ms: ${verdict(oneAtATime.p50 <= UPLOAD_TARGET_MS)})`,
    `photo uploads while browse was measured (${CONCURRENT_UPLOADERS} sellers in a loop): ${underLoad.latencies.count} done, p50 ${underLoad.latencies.p50.toFixed(0)} ms, ` +
      `max ${underLoad.latencies.max.toFixed(0)} ms; answers ${JSON.stringify(underLoad.byStatus)}${underLoad.firstProblem ? `; first refusal: ${underLoad.firstProblem}` : ''}`,
    `browse p99 idle → with ${CONCURRENT_UPLOADERS} uploads running, round by round: ${roundRatios.join(', ')}`,
    `browse p99 with ${CONCURRENT_UPLOADERS} uploads running / idle, ${browse.loaded.count} and ${browse.idle.count} requests of ${browse.rounds.length} rounds = ` +
      `${browse.loaded.p99.toFixed(1)} / ${browse.idle.p99.toFixed(1)} ms = ${ratio.toFixed(2)}x (target <= ${BROWSE_UNDER_UPLOADS_RATIO_TARGET}x: ${verdict(ratio <= BROWSE_UNDER_UPLOADS_RATIO_TARGET)})`,
  ];
}

/** A made-up client address per uploader for its sign-in, so a run's sign-ins never meet the per-address limit. */
export function uploaderAddress(index: number): string {
  return `10.25.${randomBytes(1)[0] ?? 0}.${index + 1}`;
}
