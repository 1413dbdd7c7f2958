import { describe, expect, it } from 'vitest';
import { createMapStore } from '../../../src/catalog/mapStore';

const MAP = { version: 1, ids: ['a'], x: [0.5], y: [0.5] };

describe('createMapStore', () => {
  it('fetches map.json once, however many times the map asks', async () => {
    let calls = 0;
    const store = createMapStore(async () => {
      calls++;
      return MAP;
    });
    expect(store.getState().status).toBe('idle');
    await Promise.all([store.getState().load(), store.getState().load()]);
    await store.getState().load();
    expect(calls).toBe(1);
    expect(store.getState()).toMatchObject({ status: 'ready', file: MAP, error: null });
  });

  it('keeps what went wrong, naming the file, and fetches again on retry only after an error', async () => {
    const answers: unknown[] = [{ version: 9 }, MAP];
    const store = createMapStore(async () => answers.shift());
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'error', file: null, error: 'map.json: unsupported version 9 (this app reads version 1)' });
    await store.getState().retry();
    expect(store.getState()).toMatchObject({ status: 'ready', file: MAP });
    await store.getState().retry();
    expect(answers).toEqual([]);
  });
});
