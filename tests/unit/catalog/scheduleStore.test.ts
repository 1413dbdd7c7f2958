import { describe, expect, it } from 'vitest';
import { createScheduleStore } from '../../../src/catalog/scheduleStore';
import { scheduleFileOf } from '../../../src/lib/schedule/scheduleFile';

const papers = Array.from({ length: 1200 }, (_, i) => ({ id: `p${i}`, presentations: [{ type: 'poster', session: `S${i % 3}`, posterPosition: String(i) }] }));

describe('createScheduleStore', () => {
  it('checks schedule.json (a slice at a time) before it is ready', async () => {
    const file = scheduleFileOf(papers);
    const store = createScheduleStore(async () => file);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', file, error: null });
  });

  it('says what is wrong with a damaged file, naming it and the place, past the first slice', async () => {
    const file = scheduleFileOf(papers);
    file.presentations[1100] = [[7]];
    const store = createScheduleStore(async () => JSON.parse(JSON.stringify(file)));
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'error', file: null, error: 'schedule.json: presentations[1100][0][0] is 7, but there are 3 sessions' });
  });
});
