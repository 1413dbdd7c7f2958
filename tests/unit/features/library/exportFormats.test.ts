import { describe, expect, it } from 'vitest';
import { exportReadingList, listFileName } from '../../../../src/features/library/exportFormats';
import type { ReadingEntry } from '../../../../src/lib/library/types';
import { listFixture } from '../../lib/fixtures/catalogFixture';
import { activateLocale } from '../../../../src/i18n/i18n';

// The words of these sentences come from the catalogs: English here (a Node test has no tests/setup.ts).
await activateLocale('en', ['base', 'later']);

const NOW = Date.UTC(2026, 4, 1, 12);
const paperUrl = (id: string) => `https://example.org/paper/${id}`;
const entries: ReadingEntry[] = [
  { id: 'toolorchestra', title: 'ToolOrchestra (saved)', addedAt: NOW, status: 'reading', note: '', statusChangedAt: NOW, noteChangedAt: 0 },
  { id: 'gone-paper', title: 'Gone [for good]', addedAt: NOW + 1, status: 'to-read', note: 'ask §2', statusChangedAt: 0, noteChangedAt: NOW + 1 },
];

describe('listFileName', () => {
  it('names the file by the day and the format', () => {
    expect(listFileName('bibtex', NOW)).toBe('reading-list-2026-05-01.bib');
    expect(listFileName('markdown', NOW)).toBe('reading-list-2026-05-01.md');
  });
});

describe('exportReadingList', () => {
  it('cites listed papers by their current title, and papers that left by their saved one, each as derived', () => {
    const { text } = exportReadingList('bibtex', entries, { list: listFixture(), paperUrl, now: NOW });
    expect(text).toContain('@misc{icml2026toolorchestra,\n  howpublished = {ICML 2026},');
    expect(text).toContain('note = {Title derived from the abstract: ToolOrchestra: Training');
    expect(text).toContain('url = {https://example.org/paper/gone-paper}');
    expect(text).toContain('note = {Title derived from the abstract: Gone [for good]');
    expect(text).not.toMatch(/^ {2}title = /m);
  });

  it('cites a curator\'s title as the title', () => {
    const list = listFixture();
    list.papers[0]!.titleSource = 'override';
    const { text } = exportReadingList('bibtex', entries, { list, paperUrl, now: NOW });
    expect(text).toContain('@misc{icml2026toolorchestra,\n  title = {{ToolOrchestra}: Training');
  });

  it('marks derived titles in Markdown by the paper\'s current title and source', () => {
    const list = listFixture();
    const md = exportReadingList('markdown', entries, { list, paperUrl, now: NOW }).text;
    expect(md).toContain(`- [ ] [${list.papers[0]!.title}](https://example.org/paper/toolorchestra) (derived title) (reading)`);
    list.papers[0]!.titleSource = 'override';
    expect(exportReadingList('markdown', entries, { list, paperUrl, now: NOW }).text).toContain('(https://example.org/paper/toolorchestra) (reading)');
  });

  it('needs list.json for BibTeX', () => {
    expect(() => exportReadingList('bibtex', entries, { list: null, paperUrl, now: NOW })).toThrow('BibTeX needs list.json');
  });

  it('writes CSV and Markdown without list.json, from the saved titles', () => {
    const csv = exportReadingList('csv', entries, { list: null, paperUrl, now: NOW });
    expect(csv.text.split('\r\n')[1]).toBe('toolorchestra,ToolOrchestra (saved),derived,https://example.org/paper/toolorchestra,,,,reading,,2026-05-01T12:00:00.000Z');
    const md = exportReadingList('markdown', entries, { list: null, paperUrl, now: NOW });
    expect(md).toEqual({
      text: '# Reading list\n\n- [ ] [ToolOrchestra (saved)](https://example.org/paper/toolorchestra) (derived title) (reading)\n- [ ] [Gone \\[for good\\]](https://example.org/paper/gone-paper) (derived title) — ask §2\n',
      fileName: 'reading-list-2026-05-01.md',
      type: 'text/markdown',
    });
  });

  it('labels topics in CSV from list.json', () => {
    const { text } = exportReadingList('csv', entries, { list: listFixture(), paperUrl, now: NOW });
    expect(text.split('\r\n')[1]).toContain(',Agents & tool use; Reinforcement learning,');
  });
});

describe('exportReadingList of published data', () => {
  // The fixture's first paper as a conference publishes it.
  const publishedList = () => {
    const list = listFixture();
    Object.assign(list.papers[0]!, { titleSource: 'published', authors: ['Hongjin Su', { name: 'Min Zhang', key: '~Min_Zhang7' }], openreviewId: 'abcDEF123' });
    return list;
  };

  it('carries the authors and the published title into every format', () => {
    const list = publishedList();
    const title = list.papers[0]!.title;
    const context = { list, paperUrl, now: NOW };
    const bib = exportReadingList('bibtex', entries, context).text;
    expect(bib).toMatch(/^@inproceedings\{icml2026toolorchestra,\n {2}title = \{\{ToolOrchestra\}: [^\n]*\},\n {2}author = \{Su, Hongjin and Zhang, Min\},\n {2}booktitle = \{ICML 2026\},/);
    expect(bib).toContain('url = {https://openreview.net/forum?id=abcDEF123}');
    const csv = exportReadingList('csv', entries, context).text.split('\r\n');
    expect(csv[0]).toBe('id,title,title_source,authors,url,topics,benchmarks,code,status,note,added');
    expect(csv[1]).toMatch(/^toolorchestra,ToolOrchestra: [^,]*,published,Hongjin Su; Min Zhang,https:\/\/example\.org\/paper\/toolorchestra,/);
    expect(csv[2]).toMatch(/^gone-paper,Gone \[for good\],derived,,https:\/\/example\.org\/paper\/gone-paper,/);
    const md = exportReadingList('markdown', entries, context).text;
    expect(md).toContain(`- [ ] [${title}](https://example.org/paper/toolorchestra) (reading)\\\n  Hongjin Su, Min Zhang\n`);
    expect(md).not.toContain(`(https://example.org/paper/toolorchestra) (derived title)`);
  });
});
