// The photo bench's uploaders (bench/photo-uploads.ts) in a process of their own: told what to upload, they loop
// until told to stop, then answer their tally and exit. They stand for four sellers on phones of their own, so they
// run at the lowest priority: on this machine's two cores their multipart bodies would otherwise take CPU from the
// server being measured, which sellers elsewhere never do (docs/performance.md). Where Linux's idle class is there,
// photo-uploads.ts starts this process in it, as the server does its photo encoder.
import { setPriority } from 'node:os';
import { runUploadLoops, type UploadLoopRequest } from './photo-uploads.ts';

setPriority(19);
let isRunning = true;
process.on('message', (message: UploadLoopRequest | 'stop') => {
  if (message === 'stop') {
    isRunning = false;
    return;
  }
  void runUploadLoops(message, () => isRunning).then((tally) => process.send?.(tally, () => process.exit(0)));
});
