// A worker thread a synchronous script can hand work to: post() returns at once and the job runs while
// the main thread goes on with its own; wait() blocks (Atomics.wait) until that job's answer is in. The
// data build keeps its shape (one function returning an exit code), and whatever goes wrong in the
// worker comes back as an error thrown by wait(): a ListError as a ListError with the same message, so
// the build prints the one line it prints for any bad input.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { ListError, formatPlace } from '../../src/lib/errors';

/** What a worker module exports: one function per kind of job, given the job's payload (structured-cloned both ways). */
export type JobHandlers = Record<string, (payload: never) => unknown>;

// The worker's first lines, in JavaScript: tsx registered by hand (a worker does not get the hooks that
// `tsx` gave the main thread, nor has a test runner's), and every way the worker can end without an
// answer (its module failing to load, an exception thrown later, an exit) reported as one, so that the
// main thread never waits for an answer that will not come.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
const { port, signal, moduleUrl, tsxApi } = workerData;
const failure = (error) => ({
  name: error instanceof Error ? error.name : 'Error',
  message: error instanceof Error ? error.message : String(error),
  stack: error instanceof Error ? error.stack : undefined,
  source: error?.source, line: error?.line ?? null, column: error?.column ?? null,
});
const answer = (message) => {
  try {
    port.postMessage(message);
  } catch (error) {
    port.postMessage({ id: message.id, error: failure(error) });
  }
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
};
process.on('uncaughtException', (error) => { answer({ id: null, error: failure(error) }); process.exit(1); });
process.on('exit', () => answer({ id: null, error: { name: 'Error', message: 'the worker thread stopped' } }));
Promise.resolve()
  .then(() => import(tsxApi))
  .then(({ register }) => { register(); return import(moduleUrl); })
  .then(({ handlers }) => {
    port.on('message', ({ id, kind, payload }) => {
      let message;
      try {
        if (typeof handlers?.[kind] !== 'function') throw new Error('no job "' + kind + '" in ' + moduleUrl);
        message = { id, result: handlers[kind](payload) };
      } catch (error) {
        message = { id, error: failure(error) };
      }
      answer(message);
    });
  }, (error) => answer({ id: null, error: failure(error) }));
`;

interface Failure {
  name: string;
  message: string;
  stack?: string;
  source?: string;
  line: number | null;
  column: number | null;
}

type Answer = { id: number; result: unknown; error?: undefined } | { id: number | null; error: Failure };

/**
 * A worker thread running the module at `moduleUrl` (a .ts file is fine), which exports `handlers`:
 *   const worker = new SyncWorker(new URL('./buildWorker.ts', import.meta.url));
 *   const job = worker.post('searchIndex', { list, text });  // runs in the worker from now on
 *   …                                                       // the main thread's own work
 *   const index = worker.wait<string>(job);                   // the answer, or its error thrown
 *   worker.close();
 * The worker never keeps the process alive; close() stops it at once.
 */
export class SyncWorker {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  // Answers posted, counted by the worker: what wait() sleeps on.
  private readonly signal = new Int32Array(new SharedArrayBuffer(4));
  private readonly answers = new Map<number, Answer>();
  private nextId = 0;
  private stopped: Failure | null = null;

  constructor(moduleUrl: URL) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    // import.meta.resolve is Node's (a test runner may not give it): then as a bare name, from the working folder.
    const tsxApi = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
    this.worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { port: port2, signal: this.signal, moduleUrl: moduleUrl.href, tsxApi },
      transferList: [port2],
    });
    // Its errors come back as answers (see BOOTSTRAP); the event would only repeat them, as a crash.
    this.worker.on('error', () => {});
    this.worker.unref();
    this.port.unref();
  }

  /** Sends a job to the worker and returns its number for wait(). */
  post(kind: string, payload: unknown): number {
    const id = this.nextId++;
    this.port.postMessage({ id, kind, payload });
    return id;
  }

  /** Blocks until job `id` is answered; returns its result, or throws its error (or why the worker stopped). */
  wait<T>(id: number): T {
    for (;;) {
      const answer = this.answers.get(id);
      if (answer !== undefined) {
        this.answers.delete(id);
        if (answer.error !== undefined) throw rebuild(answer.error);
        return answer.result as T;
      }
      if (this.stopped !== null) throw rebuild(this.stopped);
      const seen = Atomics.load(this.signal, 0);
      const received = receiveMessageOnPort(this.port) as { message: Answer } | undefined;
      if (received === undefined) {
        Atomics.wait(this.signal, 0, seen);
        continue;
      }
      const { message } = received;
      if (message.id === null) this.stopped ??= message.error as Failure;
      else this.answers.set(message.id, message);
    }
  }

  /** Stops the worker (a job still running is dropped). */
  close(): void {
    void this.worker.terminate();
  }
}

// The worker's error as the main thread's: a ListError keeps its type and message, anything else
// becomes an Error with the worker's message and stack.
function rebuild(failure: Failure): Error {
  if (failure.name === 'ListError' && failure.source !== undefined) {
    const place = formatPlace(failure.source, failure.line, failure.column);
    return new ListError(failure.message.slice(place.length + 2), {
      source: failure.source,
      ...(failure.line === null ? {} : { line: failure.line }),
      ...(failure.column === null ? {} : { column: failure.column }),
    });
  }
  const error = new Error(failure.message);
  error.name = failure.name;
  if (failure.stack !== undefined) error.stack = failure.stack;
  return error;
}
