// Opens the back end the configuration chose; main.ts calls it at start-up beside openDatabase() and closes the
// result after the app (ADR 0034).
import type { StorageTarget } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

export async function openStorage(target: StorageTarget): Promise<FileStorage> {
  if (target.kind === 'local') return new LocalDiskStorage(target.directory).open();
  // Loaded only when chosen: the AWS SDK takes about 0.3 s to import, which every start on the disk would pay.
  const { S3Storage } = await import('./s3-storage.ts');
  // Not probed at start: a store that is down for a minute should not keep the site from starting, and a key
  // limited to objects (no ListBucket) could not probe the bucket anyway. The first put says what is wrong.
  return new S3Storage(target);
}
