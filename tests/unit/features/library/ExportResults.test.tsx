import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportResults } from '../../../../src/features/library/ExportResults';
import { type CapturedFile, captureDownloads } from './capturedDownloads';
import { listFixture } from '../../lib/fixtures/catalogFixture';

let files: CapturedFile[] = [];

beforeEach(() => {
  files = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

describe('ExportResults of published data', () => {
  it('exports the results with their authors and published titles in every format', async () => {
    const user = userEvent.setup();
    const list = listFixture();
    for (const paper of list.papers) Object.assign(paper, { titleSource: 'published', authors: ['Ludwig van Beethoven', 'Ling Yang'] });
    const results = list.papers.slice(0, 2);
    render(<ExportResults current={() => results} papers={list.papers} collection={list.collection} topics={list.topics} />);
    await user.click(screen.getByRole('button', { name: 'Export results' }));
    for (const format of ['BibTeX', 'CSV', 'Markdown']) await user.click(await screen.findByRole('button', { name: `Export results as ${format}` }));
    await waitFor(() => expect(files).toHaveLength(3));
    const [bib, csv, md] = await Promise.all(files.map((f) => f.text));
    expect(bib!.match(/^ {2}author = \{van Beethoven, Ludwig and Yang, Ling\},$/gm)).toHaveLength(2);
    expect(bib).not.toContain('derived');
    expect(csv!.split('\r\n')[0]).toBe('id,title,title_source,authors,url,topics,benchmarks,code');
    expect(csv!.split('\r\n')[1]).toContain(',published,Ludwig van Beethoven; Ling Yang,');
    expect(md!.match(/\\\n {2}Ludwig van Beethoven, Ling Yang\n/g)).toHaveLength(2);
    expect(md).not.toContain('(derived title)');
  });
});
