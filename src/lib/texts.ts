// Each paper's plain text by id, as the search page holds it: one string and where each text starts,
// rather than a Map of 20,000 strings. text.json is parsed off the main thread (the data worker) and
// arrives as these three transferable parts; a text is a slice of the whole when a row asks for it.
import type { MathRange, TextFile } from './types';

/** What the views read texts through: a Map of id => text does too (tests pass one). */
export interface TextsById {
  get(id: string): string | undefined;
}

/** text.json as it crosses from the worker: the texts joined, and where each one starts and ends. */
export interface PackedTexts {
  ids: string[];
  /** Every text, one after the other. */
  joined: string;
  /** offsets[i] is where text i starts in `joined`; offsets[ids.length] is its length. */
  offsets: Int32Array;
  /** Where the formulas stand in each text (TextFile.math); {} when the file has none. */
  math: Record<string, MathRange[]>;
}

/**
 * packTexts({ ids: ['a', 'b'], texts: ['one', 'two'] }) => { ids: ['a', 'b'], joined: 'onetwo', offsets: [0, 3, 6] }
 */
export function packTexts(file: Pick<TextFile, 'ids' | 'texts' | 'math'>): PackedTexts {
  const offsets = new Int32Array(file.ids.length + 1);
  let at = 0;
  file.ids.forEach((_, i) => {
    offsets[i] = at;
    at += (file.texts[i] ?? '').length;
  });
  offsets[file.ids.length] = at;
  return { ids: file.ids, joined: file.texts.join(''), offsets, math: file.math ?? {} };
}

/** The texts of a PackedTexts by id: new PaperTexts(packTexts(file)).get('cfmm') => "We propose …" */
export class PaperTexts implements TextsById {
  readonly #packed: PackedTexts;
  // Built on the first lookup: 5,000 entries, about a millisecond.
  #positions: Map<string, number> | null = null;

  constructor(packed: PackedTexts) {
    this.#packed = packed;
  }

  get size(): number {
    return this.#packed.ids.length;
  }

  get(id: string): string | undefined {
    const { ids, joined, offsets } = this.#packed;
    this.#positions ??= new Map(ids.map((paperId, i) => [paperId, i]));
    const i = this.#positions.get(id);
    return i === undefined ? undefined : joined.slice(offsets[i], offsets[i + 1]);
  }

  /** Where the formulas stand in a paper's text, undefined for a paper without any. */
  mathOf(id: string): readonly MathRange[] | undefined {
    return Object.hasOwn(this.#packed.math, id) ? this.#packed.math[id] : undefined;
  }
}
