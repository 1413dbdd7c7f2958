import { describe, expect, it } from 'vitest';
import { listTransferables, packList, unpackList } from '../../../src/lib/listChunks';
import { runInSlices } from '../../../src/lib/slices';
import type { ListFile } from '../../../src/lib/types';
import { listFixture } from './fixtures/catalogFixture';

const unpackAtOnce = (packed: ReturnType<typeof packList>) => runInSlices(unpackList(packed), { yieldToBrowser: async () => {} });

describe('packList and unpackList', () => {
  it('give back the same list, its papers in order, whatever the chunk size', async () => {
    const list = listFixture() as ListFile;
    for (const perChunk of [1, 2, 7, 500]) {
      const packed = packList(list, perChunk);
      expect(packed.papers).toHaveLength(Math.ceil(list.papers.length / perChunk));
      expect(await unpackAtOnce(packed)).toEqual(list);
    }
  });

  it('keep everything beside the papers as it is, and an empty list empty', async () => {
    const list = { ...(listFixture() as ListFile), papers: [] };
    const packed = packList(list);
    expect(packed.papers).toEqual([]);
    expect(packed.head).not.toHaveProperty('papers');
    expect(await unpackAtOnce(packed)).toEqual(list);
  });

  it('unpack one chunk per step, so that the page can paint between them', () => {
    const list = listFixture() as ListFile;
    const steps = unpackList(packList(list, 5));
    let yielded = 0;
    for (let step = steps.next(); !step.done; step = steps.next()) yielded++;
    expect(yielded).toBe(Math.ceil(list.papers.length / 5));
  });

  it('hand their chunks over rather than copy them: the sender keeps none of their bytes', async () => {
    const list = listFixture() as ListFile;
    const packed = packList(list, 3);
    const sent = structuredClone(packed, { transfer: listTransferables(packed) });
    expect(packed.papers.map((chunk) => chunk.byteLength)).toEqual(packed.papers.map(() => 0));
    expect(await unpackAtOnce(sent)).toEqual(list);
  });

  it('keep text beyond ASCII as it was', async () => {
    const list = listFixture() as ListFile;
    const first = { ...list.papers[0]!, summary: 'Résumé of 扩散模型 with ∑ and 🙂, a lone \\ and "quotes".' };
    const withText = { ...list, papers: [first, ...list.papers.slice(1)] };
    expect(await unpackAtOnce(packList(withText, 2))).toEqual(withText);
  });
});
