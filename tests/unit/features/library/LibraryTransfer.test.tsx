import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderReadingList } from './renderLibraryPage';
import { readFileText } from '../../../../src/features/library/readFileText';
import { LIBRARY_FORMAT } from '../../../../src/lib/library/file';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import { seededLibrary, TITLES } from './seededLibrary';
import { captureDownloads } from '../../components/captureDownloads';

// What downloadText hands the reader (the file saved by the last click).
let downloads: ReturnType<typeof captureDownloads>;

beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const withThree = () =>
  seededLibrary((s) => {
    s().add({ id: 'cfmm', title: TITLES.cfmm });
    s().add({ id: 'gone-paper', title: 'A Paper That Left the List' });
    s().add({ id: 'toolorchestra', title: TITLES.toolorchestra });
    s().setStatus('cfmm', 'read');
    s().setNote('toolorchestra', 'compare with §4, "the table"');
    s().saveSearch('Flows', { ...EMPTY_SEARCH, q: 'flow' });
  });

const ORIGIN = window.location.origin;
const APRIL = Date.UTC(2026, 3, 1);

/** The last download: its text, file name and type (the Blob's, less the charset downloadText adds). */
async function downloaded(): Promise<{ text: string; fileName: string; type: string }> {
  const last = downloads.last();
  if (last === null) return { text: '', fileName: '', type: '' };
  const { blob, fileName } = last;
  return { text: await readFileText(blob), fileName, type: blob.type.replace(/;charset=utf-8$/, '') };
}

async function section() {
  return screen.findByRole('region', { name: 'Export and import' });
}

/** A library file as the app exports it (version 3). */
function libraryFile(library: { readingList: unknown[]; savedSearches: unknown[] }): string {
  return JSON.stringify({ format: LIBRARY_FORMAT, version: 3, exportedAt: '2026-06-01T00:00:00.000Z', library });
}

const entry = (id: string, title: string, changes: Record<string, unknown> = {}) => ({
  id,
  title,
  addedAt: Date.UTC(2026, 5, 1),
  status: 'to-read',
  statusChangedAt: 0,
  note: '',
  noteChangedAt: 0,
  ...changes,
});

async function upload(text: string, name: string) {
  const input = screen.getByLabelText<HTMLInputElement>('Library file to import');
  await userEvent.upload(input, new File([text], name, { type: 'application/json' }));
}

describe('LibraryTransfer', () => {
  it('exports the library as a JSON file', async () => {
    const library = withThree();
    renderReadingList('/reading-list', { library });
    await userEvent.click(within(await section()).getByRole('button', { name: 'Export' }));
    const { text, fileName, type } = await downloaded();
    expect(fileName).toMatch(/^paper-explorer-library-\d{4}-\d\d-\d\d\.json$/);
    expect(type).toBe('application/json');
    const file = JSON.parse(text);
    expect(file.format).toBe(LIBRARY_FORMAT);
    expect(file.library.readingList.map((e: { id: string }) => e.id)).toEqual(['cfmm', 'gone-paper', 'toolorchestra']);
    expect(file.library.savedSearches.map((s: { name: string }) => s.name)).toEqual(['Flows']);
  });

  it('opens the file picker from the Import button', async () => {
    renderReadingList('/reading-list', { library: withThree() });
    const input = within(await section()).getByLabelText<HTMLInputElement>('Library file to import');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/json,.json');
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(click).toHaveBeenCalled();
  });

  it('imports a file, merging it in field by field, and reports what it took, merged and skipped', async () => {
    const library = withThree();
    renderReadingList('/reading-list', { library });
    await section();
    await upload(
      libraryFile({
        readingList: [
          entry('regret-bounds-for-bandits', TITLES.bandits),
          // Our status was set later (2026-05-01), so it stays; we have no note, so the file's comes in.
          entry('cfmm', TITLES.cfmm, { status: 'reading', statusChangedAt: APRIL, note: 'From the laptop', noteChangedAt: APRIL }),
          // We never set a status, so the file's comes in; both have notes, so both are kept, ours (newer) first.
          entry('toolorchestra', TITLES.toolorchestra, { status: 'read', statusChangedAt: APRIL, note: 'Older note', noteChangedAt: APRIL }),
          entry('Not An Id', 'Broken'),
        ],
        savedSearches: [{ name: 'flows', search: { ...EMPTY_SEARCH, topics: ['rl'] }, createdAt: Date.UTC(2026, 5, 1) }],
      }),
      'from-laptop.json',
    );
    const report = await screen.findByText(/^Imported “from-laptop\.json”/);
    expect(report).toHaveTextContent('Imported “from-laptop.json”: 1 paper added, 2 papers updated, 1 saved search added.');
    const status = report.closest<HTMLElement>('[role="status"]')!;
    expect(status).not.toBeNull();
    const updated = within(status).getByRole('list', { name: 'Updated papers' });
    expect(within(updated).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `“${TITLES.cfmm}”: kept your status “Read” and took the imported note.`,
      `“${TITLES.toolorchestra}”: took the imported status “Read” and merged the two notes (the older one below the newer, marked).`,
    ]);
    expect(within(screen.getByRole('list', { name: 'Renamed' })).getByRole('listitem')).toHaveTextContent(
      'Saved search “flows” was added as “flows (2)”: the name was taken.',
    );
    expect(within(screen.getByRole('list', { name: 'Skipped' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'reading list item 4: its id "Not An Id" is not a paper id (a-z, 0-9 and -, at most 48 characters)',
    ]);
    const state = library.getState();
    expect(state.readingList.map((e) => e.id)).toEqual(['cfmm', 'gone-paper', 'toolorchestra', 'regret-bounds-for-bandits']);
    expect(state.readingList.find((e) => e.id === 'cfmm')).toMatchObject({ status: 'read', note: 'From the laptop' });
    expect(state.savedSearches.map((s) => s.name)).toEqual(['Flows', 'flows (2)']);
    // The page follows the store.
    expect(await screen.findByRole('link', { name: TITLES.bandits })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: `Status of ${TITLES.cfmm}` })).toHaveValue('read');
    expect(screen.getByRole('textbox', { name: `Note on ${TITLES.toolorchestra}` })).toHaveValue(
      'compare with §4, "the table"\n\n— from import, 2026-04-01:\nOlder note',
    );
  });

  it('says what is wrong with a file that is not a library, and changes nothing', async () => {
    const library = withThree();
    const before = library.getState().readingList;
    renderReadingList('/reading-list', { library });
    await section();
    await upload('{ "readingList": [', 'notes.json');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t import “notes.json”: nothing was changed.');
    expect(alert).toHaveTextContent(/notes\.json: it is not valid JSON/);
    expect(library.getState().readingList).toBe(before);

    // The first file's alert stays until the second is read (File.text() is asynchronous): wait for the new one.
    await upload(JSON.stringify({ papers: [] }), 'other.json');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `other.json: it is not a reading list exported by this app (no "format": "${LIBRARY_FORMAT}")`,
      ),
    );
    expect(library.getState().readingList).toBe(before);

    // The app's own CSV export: what it is, and which files import.
    await upload('id,title,title_source,url,topics,benchmarks,code,status,note,added\r\ncfmm,CFMM,derived,https://x/paper/cfmm,,,no,to-read,,2026-05-01\r\n', 'reading-list.csv');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/reading-list\.csv: it is a CSV file, not a library file: import reads the \.json file that Export saves/));
    expect(library.getState().readingList).toBe(before);
  });

  it('imports a list of papers made by hand, each by its id, as papers to read', async () => {
    const library = withThree();
    renderReadingList('/reading-list', { library });
    await section();
    await upload('[{"id": "kernelband"}]', 'mine.json');
    await waitFor(() => expect(library.getState().readingList.map((entry) => entry.id)).toContain('kernelband'));
    expect(library.getState().readingList.find((entry) => entry.id === 'kernelband')?.status).toBe('to-read');
  });

  it('exports the reading list as BibTeX, unavailable papers by their saved title, derived titles as notes', async () => {
    renderReadingList('/reading-list', { library: withThree() });
    const button = within(await section()).getByRole('button', { name: 'Export as BibTeX' });
    await screen.findByRole('link', { name: TITLES.cfmm });
    await userEvent.click(button);
    const { text, fileName, type } = await downloaded();
    expect(fileName).toMatch(/^reading-list-\d{4}-\d\d-\d\d\.bib$/);
    expect(type).toBe('application/x-bibtex');
    expect(text.match(/^@misc\{[^,]+/gm)).toEqual(['@misc{icml2026cfmm', '@misc{icml2026paper', '@misc{icml2026toolorchestra']);
    expect(text).not.toMatch(/^ {2}title = /m);
    expect(text).toContain('note = {Title derived from the abstract: Contrastive Flow Map Matching (CFMM) for Few-Step Generation; accepted paper at ICML 2026}');
    expect(text).toContain('note = {Title derived from the abstract: A Paper That Left the List; accepted paper at ICML 2026}');
    expect(text).toContain(`url = {${ORIGIN}/paper/cfmm}`);
  });

  it('waits for the paper list before any export, so that no file lacks what the list brings', async () => {
    // A file's columns must not depend on how soon the reader clicked: list.json brings the current
    // titles and, for a conference's own data, the authors column.
    const { update } = renderReadingList('/reading-list', { library: withThree(), list: null });
    const s = await section();
    for (const name of ['Export as BibTeX', 'Export as CSV', 'Export as Markdown']) expect(within(s).getByRole('button', { name })).toBeDisabled();
    expect(s).toHaveTextContent('These exports wait for the paper list to load.');
    update({ list: undefined });
    for (const name of ['Export as BibTeX', 'Export as CSV', 'Export as Markdown']) expect(within(s).getByRole('button', { name })).toBeEnabled();
    expect(s).not.toHaveTextContent('wait for the paper list');
  });

  it('exports CSV and Markdown with the saved titles when the paper list failed, but not BibTeX', async () => {
    renderReadingList('/reading-list', { library: withThree(), list: null, error: 'list.json: HTTP 503' });
    const s = await section();
    expect(within(s).getByRole('button', { name: 'Export as BibTeX' })).toBeDisabled();
    expect(s).toHaveTextContent('BibTeX needs the paper list, which did not load; CSV and Markdown use the titles saved with your reading list.');
    await userEvent.click(within(s).getByRole('button', { name: 'Export as CSV' }));
    const lines = (await downloaded()).text.split('\r\n');
    expect(lines[0]).toBe('id,title,title_source,url,topics,benchmarks,code,status,note,added');
    expect(lines[2]).toMatch(/^gone-paper,A Paper That Left the List,derived,.*\/paper\/gone-paper,,,,to-read,,/);
  });

  it('exports the reading list as CSV, with statuses, notes and topics', async () => {
    renderReadingList('/reading-list', { library: withThree() });
    await screen.findByRole('link', { name: TITLES.cfmm });
    await userEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    const { text, fileName, type } = await downloaded();
    expect(fileName).toMatch(/^reading-list-\d{4}-\d\d-\d\d\.csv$/);
    expect(type).toBe('text/csv');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('id,title,title_source,url,topics,benchmarks,code,status,note,added');
    expect(lines[1]).toMatch(new RegExp(`^cfmm,Contrastive Flow Map Matching \\(CFMM\\) for Few-Step Generation,derived,${ORIGIN}/paper/cfmm,Generative models,,\\w+,read,,`));
    expect(lines[2]).toMatch(/^gone-paper,A Paper That Left the List,derived,.*\/paper\/gone-paper,,,,to-read,,/);
    expect(lines[3]).toContain('Agents & tool use; Reinforcement learning');
    expect(lines[3]).toContain(',to-read,"compare with §4, ""the table""",');
  });

  it('exports the reading list as Markdown', async () => {
    renderReadingList('/reading-list', { library: withThree() });
    await screen.findByRole('link', { name: TITLES.cfmm });
    await userEvent.click(screen.getByRole('button', { name: 'Export as Markdown' }));
    const { text, fileName, type } = await downloaded();
    expect(fileName).toMatch(/^reading-list-\d{4}-\d\d-\d\d\.md$/);
    expect(type).toBe('text/markdown');
    expect(text.split('\n')).toEqual([
      '# Reading list — ICML 2026',
      '',
      `- [x] [Contrastive Flow Map Matching (CFMM) for Few-Step Generation](${ORIGIN}/paper/cfmm) (derived title)`,
      `- [ ] [A Paper That Left the List](${ORIGIN}/paper/gone-paper) (derived title)`,
      `- [ ] [ToolOrchestra: Training Small Orchestrators to Coordinate Intelligent Tools](${ORIGIN}/paper/toolorchestra) (derived title) — compare with §4, "the table"`,
      '',
    ]);
  });

  it('offers the reading list exports only with papers on it', async () => {
    renderReadingList('/reading-list', { library: seededLibrary() });
    const s = await section();
    for (const name of ['Export as BibTeX', 'Export as CSV', 'Export as Markdown']) expect(within(s).getByRole('button', { name })).toBeDisabled();
    expect(within(s).getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
