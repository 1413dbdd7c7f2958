// Papers as a Markdown list of links, to paste into notes, issues or a README. Titles are literal
// text: whatever Markdown would read as markup in them is escaped. A title derived from the abstract
// is followed by "(derived title)", so that it does not pass for the published one once pasted.
// A published paper's authors go on a line of their own under its title, in the same list item (a
// backslash at the end of the title's line is Markdown's line break); a bare list's lines are as before.

import { authorName } from '../authors';
import { isDerivedTitle } from '../titleSource';
import type { ListAuthor, TitleSource } from '../types';
import type { ReadingEntry } from './types';

/** A paper as a Markdown line shows it; titleSource absent counts as derived. */
export interface MarkdownPaper {
  id: string;
  title: string;
  titleSource?: TitleSource;
  /** The authors in order, for published data; none, or an empty list, writes no authors line. */
  authors?: readonly ListAuthor[];
}

export interface MarkdownOptions {
  /** The address of a paper's page. */
  paperUrl: (id: string) => string;
  /** A heading above the list (`# …`); none by default. */
  heading?: string;
}

/**
 * Text that Markdown shows as written: characters that start emphasis, code, links, HTML, entities,
 * strikethrough, tables or math are backslash-escaped; line breaks become spaces.
 *   escapeMarkdown("[Re] *Fast* <b> & $x$") => "\\[Re\\] \\*Fast\\* \\<b\\> \\& \\$x\\$"
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/[\\`*_[\]<>&~|$]/g, (ch) => `\\${ch}`);
}

/** A URL as a link destination: spaces, brackets and angle brackets percent-encoded. */
export function markdownUrl(url: string): string {
  // encodeURIComponent leaves brackets as they are.
  return url.trim().replace(/[\s()<>]/g, (ch) => (ch === '(' ? '%28' : ch === ')' ? '%29' : encodeURIComponent(ch)));
}

/**
 * "- [Title](url)" per paper, in the order given, and its authors under it when known.
 *   papersMarkdown([{ id: 'cfmm', title: 'CFMM: [fast] flows', titleSource: 'override' }], { paperUrl })
 *     => "- [CFMM: \\[fast\\] flows](https://example.org/paper/cfmm)\n"
 *   papersMarkdown([{ id: 'cfmm', title: 'CFMM: fast flows', titleSource: 'derived' }], { paperUrl })
 *     => "- [CFMM: fast flows](https://example.org/paper/cfmm) (derived title)\n"
 *   papersMarkdown([{ id: 'causalrag2', title: 'CausalRAG2: …', titleSource: 'published', authors: ['Nengbo Wang', 'Tuo Liang'] }], { paperUrl })
 *     => "- [CausalRAG2: …](https://example.org/paper/causalrag2)\\\n  Nengbo Wang, Tuo Liang\n"
 */
export function papersMarkdown(papers: readonly MarkdownPaper[], options: MarkdownOptions): string {
  return withHeading(papers.map((paper) => withAuthors(`- ${link(paper, options)}`, paper)), options);
}

const STATUS_TEXT = { 'to-read': '', reading: ' (reading)', read: '' } as const;

/**
 * The reading list as a task list: read papers ticked, the one being read marked, notes after a dash.
 * An entry's titleSource is its paper's (list.json); an entry without one counts as derived.
 *   "- [x] [KernelBand](…/paper/kernelband) (derived title) — compare with §4 of CFMM"
 */
export function readingListMarkdown(entries: readonly (ReadingEntry & Pick<MarkdownPaper, 'titleSource' | 'authors'>)[], options: MarkdownOptions): string {
  return withHeading(
    entries.map((entry) => {
      const note = entry.note.trim() === '' ? '' : ` — ${escapeMarkdown(entry.note)}`;
      return withAuthors(`- [${entry.status === 'read' ? 'x' : ' '}] ${link(entry, options)}${STATUS_TEXT[entry.status]}${note}`, entry);
    }),
    options,
  );
}

function link(paper: MarkdownPaper, options: MarkdownOptions): string {
  const mark = isDerivedTitle(paper) ? ' (derived title)' : '';
  return `[${escapeMarkdown(paper.title) || escapeMarkdown(paper.id)}](${markdownUrl(options.paperUrl(paper.id))})${mark}`;
}

// The item's line, and the paper's authors under it (indented into the item) when it has any.
function withAuthors(line: string, paper: MarkdownPaper): string {
  const names = (paper.authors ?? []).map((author) => escapeMarkdown(authorName(author))).filter((name) => name !== '');
  return names.length === 0 ? line : `${line}\\\n  ${lineStart(names.join(', '))}`;
}

// A line that starts like a block (a heading, a list item, a setext underline) is escaped at its start:
// lineStart("1. Smith") => "1\\. Smith"; lineStart("# Tag") => "\\# Tag"
const lineStart = (text: string) => text.replace(/^[#+=-]/, (mark) => `\\${mark}`).replace(/^(\d+)([.)])/, '$1\\$2');

function withHeading(lines: string[], options: MarkdownOptions): string {
  const heading = options.heading === undefined ? [] : [`# ${escapeMarkdown(options.heading)}`, ''];
  return [...heading, ...lines].map((line) => `${line}\n`).join('');
}
