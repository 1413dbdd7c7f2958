import { describe, expect, it } from 'vitest';
import { escapeMarkdown, markdownUrl, papersMarkdown, readingListMarkdown } from '../../../../src/lib/library/markdown';
import type { ReadingEntry } from '../../../../src/lib/library/types';

const paperUrl = (id: string) => `https://example.org/paper/${id}`;

describe('escapeMarkdown', () => {
  it('escapes what Markdown would read as markup', () => {
    expect(escapeMarkdown('[Re] *Fast* _x_ `code` <b> & $x$ ~~y~~ a|b \\')).toBe(
      '\\[Re\\] \\*Fast\\* \\_x\\_ \\`code\\` \\<b\\> \\& \\$x\\$ \\~\\~y\\~\\~ a\\|b \\\\',
    );
  });

  it('keeps a title on one line', () => {
    expect(escapeMarkdown(' two\nlines ')).toBe('two lines');
  });
});

describe('markdownUrl', () => {
  it('encodes what would end the link early', () => {
    expect(markdownUrl('https://example.org/a (b)/<c> d')).toBe('https://example.org/a%20%28b%29/%3Cc%3E%20d');
  });
});

describe('papersMarkdown', () => {
  it('lists links, with brackets in titles escaped', () => {
    const papers = [{ id: 'cfmm', title: 'CFMM: [fast] flows', titleSource: 'override' as const }, { id: 'kb', title: 'KernelBand', titleSource: 'override' as const }];
    expect(papersMarkdown(papers, { paperUrl })).toBe(
      '- [CFMM: \\[fast\\] flows](https://example.org/paper/cfmm)\n- [KernelBand](https://example.org/paper/kb)\n',
    );
  });

  it('marks a derived title (or one of unknown source) after its link', () => {
    expect(papersMarkdown([{ id: 'cfmm', title: 'CFMM: fast flows', titleSource: 'derived' }, { id: 'kb', title: 'KernelBand' }], { paperUrl })).toBe(
      '- [CFMM: fast flows](https://example.org/paper/cfmm) (derived title)\n- [KernelBand](https://example.org/paper/kb) (derived title)\n',
    );
  });

  it('puts an escaped heading above the list', () => {
    expect(papersMarkdown([], { paperUrl, heading: 'Search: *gan*' })).toBe('# Search: \\*gan\\*\n\n');
  });

  it('falls back to the id for an empty title', () => {
    expect(papersMarkdown([{ id: 'cfmm', title: '', titleSource: 'override' }], { paperUrl })).toBe('- [cfmm](https://example.org/paper/cfmm)\n');
  });
});

describe('readingListMarkdown', () => {
  const entry = (id: string, status: ReadingEntry['status'], note = '') =>
    ({ id, title: id.toUpperCase(), titleSource: 'override' as const, addedAt: 1, status, note, statusChangedAt: 1, noteChangedAt: 1 });

  it('writes a task list: read ticked, reading marked, notes escaped after a dash', () => {
    const derived = { ...entry('b', 'reading', 'see [3]\nand *4*'), titleSource: 'derived' as const };
    expect(readingListMarkdown([entry('a', 'to-read'), derived, entry('c', 'read')], { paperUrl })).toBe(
      [
        '- [ ] [A](https://example.org/paper/a)',
        '- [ ] [B](https://example.org/paper/b) (derived title) (reading) — see \\[3\\] and \\*4\\*',
        '- [x] [C](https://example.org/paper/c)',
        '',
      ].join('\n'),
    );
  });
});

describe('published data', () => {
  const causal = { id: 'causalrag2', title: 'CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG', titleSource: 'published' as const, authors: ['Nengbo Wang', { name: 'Min Zhang', key: '~Min_Zhang7' }] };

  it('writes the authors on a line under the title, in the same item, and never marks a published title', () => {
    expect(papersMarkdown([causal], { paperUrl })).toBe(
      '- [CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG](https://example.org/paper/causalrag2)\\\n  Nengbo Wang, Min Zhang\n',
    );
  });

  it('writes no line for an empty author list', () => {
    expect(papersMarkdown([{ ...causal, authors: [] }], { paperUrl })).toBe(
      '- [CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG](https://example.org/paper/causalrag2)\n',
    );
  });

  it('escapes names, and a line that would start a list or a heading', () => {
    const text = papersMarkdown([{ ...causal, authors: ['1. *Tom* <b>', 'Jerry'] }, { ...causal, authors: ['# Heading'] }, { ...causal, authors: ['- Item'] }], { paperUrl });
    expect(text.split('\n').filter((line) => line.startsWith('  '))).toEqual(['  1\\. \\*Tom\\* \\<b\\>, Jerry', '  \\# Heading', '  \\- Item']);
  });

  it('puts the authors under a reading list\'s task, after its status and note', () => {
    const entry = { ...causal, addedAt: 1, status: 'reading' as const, note: 'see §2', statusChangedAt: 1, noteChangedAt: 1 };
    expect(readingListMarkdown([entry], { paperUrl })).toBe(
      '- [ ] [CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG](https://example.org/paper/causalrag2) (reading) — see §2\\\n  Nengbo Wang, Min Zhang\n',
    );
  });
});
