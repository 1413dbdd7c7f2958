import { afterEach, describe, expect, it } from 'vitest';
import { ListError } from '../../../../src/lib/errors';
import { SyncWorker } from '../../../../scripts/shared/syncWorker';

const JOBS = new URL('./fixtures/jobs.ts', import.meta.url);
let worker: SyncWorker;

afterEach(() => worker.close());

describe('SyncWorker', () => {
  it('answers jobs in whatever order they are waited for', () => {
    worker = new SyncWorker(JOBS);
    const first = worker.post('double', 2);
    const second = worker.post('double', 21);
    expect(worker.wait(second)).toBe(42);
    expect(worker.wait(first)).toBe(4);
  });

  it('throws a ListError of the worker as a ListError with the same message', () => {
    worker = new SyncWorker(JOBS);
    const job = worker.post('badInput', 'icml.txt');
    let error: unknown;
    try {
      worker.wait(job);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ListError);
    expect(error).toMatchObject({ message: 'icml.txt:42:7: bad byte', source: 'icml.txt', line: 42, column: 7 });
  });

  it('throws any other error with its name and message, and answers the next job', () => {
    worker = new SyncWorker(JOBS);
    expect(() => worker.wait(worker.post('bug', null))).toThrow(expect.objectContaining({ name: 'TypeError', message: 'x is not a function' }));
    expect(worker.wait(worker.post('double', 1))).toBe(2);
  });

  it('throws for a job the module has no handler for', () => {
    worker = new SyncWorker(JOBS);
    expect(() => worker.wait(worker.post('nothing', null))).toThrow(`no job "nothing" in ${JOBS.href}`);
  });

  it('throws rather than waits forever when the worker crashes or exits', () => {
    worker = new SyncWorker(JOBS);
    expect(worker.wait(worker.post('crashLater', null))).toBe('answered');
    expect(() => worker.wait(worker.post('double', 1))).toThrow('thrown outside the job');
    worker.close();
    worker = new SyncWorker(JOBS);
    expect(() => worker.wait(worker.post('exit', null))).toThrow('the worker thread stopped');
  });

  it('throws rather than waits forever when the module cannot be loaded', () => {
    worker = new SyncWorker(new URL('./fixtures/missing.ts', import.meta.url));
    expect(() => worker.wait(worker.post('double', 1))).toThrow(/missing\.ts/);
  });
});
