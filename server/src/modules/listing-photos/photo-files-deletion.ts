// Stored photo files go when nothing uses them any more (ADR 0035): a removed photo, a deleted listing, an erased
// account. Keys are content-addressed, so two photos of the same bytes share files: the job, enqueued in the
// transaction that removed the rows, deletes only the keys no listing_photos row still names when it runs.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Queryable } from '../../db/client.ts';
import { listingPhotos } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export const PHOTO_FILES_DELETION_JOB = 'photo-files-deletion';
// A seller with many listings leaves thousands of keys: several jobs keep each payload and each run small.
const KEYS_PER_JOB = 400;
const payloadSchema = z.object({ keys: z.array(z.string()).max(KEYS_PER_JOB) });

/** In the caller's transaction: the files of these keys are deleted after it commits, unless still used then. */
export async function enqueuePhotoFilesDeletion(db: Queryable, keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += KEYS_PER_JOB) {
    await enqueueJob(db, { kind: PHOTO_FILES_DELETION_JOB, payload: { keys: unique.slice(start, start + KEYS_PER_JOB) } });
  }
}

/** Before the rows of these listings go (a deleted listing, an erased account): their files' deletion, enqueued. */
export async function enqueuePhotoFilesOfListings(db: Queryable, listingCondition: SQL): Promise<void> {
  const rows = await queryRows<{ key: string }>(db, sql`
    select distinct unnest(${listingPhotos.storageKeys}) as key from ${listingPhotos} where ${listingPhotos.listingId} in (${listingCondition})`);
  await enqueuePhotoFilesDeletion(db, rows.map((row) => row.key));
}

export function createPhotoFilesDeletionHandler({ storage }: { storage: FileStorage }): JobHandler {
  return async ({ tx, payload }) => {
    const { keys } = payloadSchema.parse(payload);
    if (keys.length === 0) return;
    const keysArray = sql`array[${sql.join(keys.map((key) => sql`${key}`), sql`, `)}]::text[]`;
    const stillUsed = await queryRows<{ key: string }>(tx, sql`
      select distinct k as key from ${listingPhotos}, unnest(${listingPhotos.storageKeys}) as k
      where ${listingPhotos.storageKeys} && ${keysArray} and k = any(${keysArray})`);
    const kept = new Set(stillUsed.map((row) => row.key));
    // A failure throws: the job is retried, and deleting a file twice is fine (ADR 0034).
    for (const key of keys) if (!kept.has(key)) await storage.delete(key);
  };
}
