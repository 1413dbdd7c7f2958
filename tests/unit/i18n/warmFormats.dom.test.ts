// The language's Intl data is loaded beside the page: in a worker named with the language's tag, or, where
// no worker can start, on the page in a task of its own (never inside the task that called it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFormats } from '../../../src/i18n/i18n';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('warmFormats', () => {
  it('starts the warm-up worker with the language\'s tag as its name', () => {
    const started: { url: string; options: WorkerOptions | undefined }[] = [];
    vi.stubGlobal('Worker', class {
      constructor(url: URL | string, options?: WorkerOptions) {
        started.push({ url: String(url), options });
      }
    });
    warmFormats('zh');
    expect(started).toEqual([{ url: expect.stringMatching(/\/warmIntl\.ts\b/), options: { type: 'module', name: 'zh-CN' } }]);
  });

  it('makes the plural rules and number format on the page, in a later task, where no worker starts', () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', class {
      constructor() {
        throw new DOMException('Workers are blocked', 'SecurityError');
      }
    });
    const made: string[] = [];
    vi.stubGlobal('Intl', {
      ...Intl,
      PluralRules: class extends Intl.PluralRules {
        constructor(lang?: string) {
          super(lang);
          made.push(`plural ${lang}`);
        }
      },
      NumberFormat: class extends Intl.NumberFormat {
        constructor(lang?: string) {
          super(lang);
          made.push(`number ${lang}`);
        }
      },
    });
    warmFormats('en');
    expect(made).toEqual([]);
    vi.runAllTimers();
    expect(made).toEqual(['plural en', 'number en']);
  });
});
