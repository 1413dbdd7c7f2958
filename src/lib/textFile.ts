// text.json's check: its own module, so that it travels with the full text (fullText.ts, run by the data
// worker) rather than in the first screen's code with the other files' checks (loadPapers.ts).
import { checksFor } from './loadPapers';
import type { TextFile } from './types';

/**
 * text.json: one plain text per id, the two arrays side by side.
 *   validateTextFile({ version: 1, ids: ['a', 'b'], texts: ['…'] }, 'text.json')
 *     => throws "text.json: texts has 1 entries for 2 ids"
 */
export function validateTextFile(json: unknown, source: string): TextFile {
  const { fail, field, string, nonEmptyString, arrayOf, versioned } = checksFor(source);
  const record = versioned(json);
  field(record, 'ids', '', arrayOf(nonEmptyString));
  field(record, 'texts', '', arrayOf(string));
  const { ids, texts, math } = record as unknown as TextFile;
  if (texts.length !== ids.length) fail(`texts has ${texts.length} entries for ${ids.length} ids`);
  if (math !== undefined) checkMath(math, new Map(ids.map((id, i) => [id, (texts[i] as string).length])), fail);
  return json as TextFile;
}

// math: by id, ranges [start, end, tex] inside that paper's text; a file that says otherwise is refused.
function checkMath(math: unknown, lengths: ReadonlyMap<string, number>, fail: (detail: string) => never): void {
  if (typeof math !== 'object' || math === null || Array.isArray(math)) fail('math must be an object of formulas by paper id');
  for (const [id, ranges] of Object.entries(math as Record<string, unknown>)) {
    const length = lengths.get(id);
    if (length === undefined) fail(`math.${id} names no paper of ids`);
    if (!Array.isArray(ranges)) fail(`math.${id} must be a list of [start, end, tex]`);
    (ranges as unknown[]).forEach((range, i) => {
      const ok =
        Array.isArray(range) && range.length === 3 && Number.isInteger(range[0]) && Number.isInteger(range[1]) &&
        typeof range[2] === 'string' && 0 <= range[0] && range[0] < range[1] && range[1] <= (length as number);
      if (!ok) fail(`math.${id}[${i}] must be [start, end, tex] inside the paper's text (got ${JSON.stringify(range)?.slice(0, 60)})`);
    });
  }
}

