// Title overrides: a curator's corrections of derived titles, keyed by paper id (data/title-overrides.json).
import { ListError } from '../errors';
import { ID_PATTERN } from '../paperId';
import { isRecord } from '../json';
import { MAX_TITLE_LENGTH } from './titles';

export type TitleOverrides = ReadonlyMap<string, string>;

/**
 * Validates the parsed overrides file; `source` names it in errors.
 *   loadTitleOverrides({ kernelband: 'KernelBand: Kernel Optimization as a Bandit' }, 'o.json') => Map(1)
 *   loadTitleOverrides({ kernelband: '' }, 'o.json') throws "o.json: the title for "kernelband" is empty"
 */
export function loadTitleOverrides(json: unknown, source: string): TitleOverrides {
  if (!isRecord(json)) throw new ListError('expected an object of { "paper-id": "Title" }', { source });
  const overrides = new Map<string, string>();
  for (const [id, value] of Object.entries(json)) {
    if (!ID_PATTERN.test(id)) throw new ListError(`"${id}" is not a paper id ([a-z0-9-])`, { source });
    if (typeof value !== 'string') throw new ListError(`the title for "${id}" must be a string`, { source });
    const title = value.replace(/\s+/g, ' ').trim();
    if (title === '') throw new ListError(`the title for "${id}" is empty`, { source });
    if (title.length > MAX_TITLE_LENGTH) {
      throw new ListError(`the title for "${id}" has ${title.length} characters (at most ${MAX_TITLE_LENGTH})`, { source });
    }
    overrides.set(id, title);
  }
  return overrides;
}
