// The photo bench's uploaders (bench/photo-uploads.ts) in a process of their own: told what to upload, they loop
// until told to stop, then answer their tally and exit. They stand for four sellers on phones of their own, so they
// run at the lowest priority: on this machine's two cores their multipart bodies would otherwise take CPU from the
// server being measured, which sellers elsewhere never do (docs/performance.md).
import { execFileSync } from 'node:child_process';
import { setPriority } from 'node:os';
import { runUploadLoops, type UploadLoopRequest } from './photo-uploads.ts';

setPriority(19);
// Lower still where Linux's idle class is there (as for the server's photo encoder): only the CPU nothing else wants.
if (process.platform === 'linux') {
  try {
    execFileSync('chrt', ['--all-tasks', '--idle', '--pid', '0', String(process.pid)]);
  } catch {
    // no chrt: the niceness stands
  }
}
let isRunning = true;
process.on('message', (message: UploadLoopRequest | 'stop') => {
  if (message === 'stop') {
    isRunning = false;
    return;
  }
  void runUploadLoops(message, () => isRunning).then((tally) => process.send?.(tally, () => process.exit(0)));
});
