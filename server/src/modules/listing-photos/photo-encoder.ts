// Photos are encoded in a child process at a lower scheduling priority (ADR 0043), not on this process's threads:
// on two cores, four uploads took a core from the event loop and browse's p99 rose eightfold. The process starts
// with the first photo and stays; one that dies or hangs is replaced by the next photo's. It reads the photo from
// its file and writes the renditions to files (ADR 0044), so no photo's bytes pass through this process's heap.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../http/errors.ts';
import { inIdleClass } from '../../lib/idle-class.ts';
import type { EncoderReply, EncoderRequest, RenditionFiles } from './photo-encoder-messages.ts';

/** Far above a 50-megapixel photo's few seconds on a busy machine: only a stuck process takes this long. */
const ENCODE_TIMEOUT_MS = 60_000;

// From the sources (tests, npm run dev) the child is TypeScript, run through tsx; from the bundle it is
// dist/app/photo-encoder.js beside this code (vite.server.config.ts).
const isSource = import.meta.url.endsWith('.ts');
const CHILD_MODULE = fileURLToPath(new URL(isSource ? './photo-encoder-process.ts' : './photo-encoder.js', import.meta.url));
const CHILD_EXEC_ARGV = isSource ? ['--import', 'tsx'] : ['--enable-source-maps'];

// The child runs in Linux's idle class (lib/idle-class.ts): a niceness of 10 alone still let four photos in a row
// raise browse's p99 1.7× (docs/performance.md). Without chrt it lowers its own niceness only
// (photo-encoder-process.ts).
function startChild(): ChildProcess {
  return spawn(...inIdleClass(process.execPath, [...CHILD_EXEC_ARGV, CHILD_MODULE]), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

interface Waiting {
  resolve(renditions: RenditionFiles[]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export class PhotoEncoder {
  private child: ChildProcess | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;

  /**
   * The renditions of the photo at `sourcePath` (photo-processing.ts), written into `outputFolder`, smallest
   * first; or its AppError when the upload is refused.
   */
  encode(sourcePath: string, outputFolder: string): Promise<RenditionFiles[]> {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // A process that holds a photo this long is stuck: it goes, with whatever else it held.
        this.stop(new Error('the photo encoder did not answer in time'));
      }, ENCODE_TIMEOUT_MS);
      this.waiting.set(id, { resolve, reject, timer });
      const request: EncoderRequest = { id, sourcePath, outputFolder };
      child.send(request, (error) => {
        if (error) this.stop(new Error(`the photo encoder stopped: ${error.message}`));
      });
    });
  }

  /** The encoder process's id while it runs (tests look at its priority). */
  get processId(): number | undefined {
    return this.child?.pid;
  }

  /** Ends the process (the app closes); photos still being encoded fail. */
  close(): void {
    this.stop(new Error('the server is closing'));
  }

  private start(): ChildProcess {
    const child = startChild();
    child.on('message', (reply: EncoderReply) => this.settle(reply));
    const stopped = () => {
      if (this.child === child) this.stop(new Error('the photo encoder stopped'));
    };
    child.on('exit', stopped);
    child.on('error', stopped); // it could not be started
    // The server's own exit must not wait for it.
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private settle(reply: EncoderReply) {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    clearTimeout(waiting.timer);
    if ('renditions' in reply) {
      waiting.resolve(reply.renditions);
    } else if ('refusal' in reply) {
      waiting.reject(new AppError(reply.refusal.statusCode, reply.refusal.code, reply.refusal.message));
    } else {
      waiting.reject(new Error(reply.failure));
    }
  }

  private stop(reason: Error) {
    const child = this.child;
    this.child = undefined;
    child?.kill();
    for (const waiting of this.waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(reason);
    }
    this.waiting.clear();
  }
}
