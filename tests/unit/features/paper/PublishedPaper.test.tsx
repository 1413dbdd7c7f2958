// The paper page of a conference's own data (issue 28): the published title typeset, the authors with
// their institutions and links to their papers, the conference's links, when and where it is presented.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PaperPage } from '../../../../src/features/paper/PaperPage';
import { PHONE } from '../../../../src/components/useMediaQuery';
import { activateLocale } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES } from '../../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../../src/lib/i18n/bundles';
import type { Author, ListPaper, Paper, Presentation } from '../../../../src/lib/types';
import { papersFixture } from '../../lib/fixtures/papersFixture';
import ICAL from 'ical.js';
import { readFileText } from '../../../../src/features/library/readFileText';
import { captureDownloads } from '../../components/captureDownloads';

const ORAL: Presentation = { type: 'oral', session: 'Oral 1A', start: '2026-07-14T10:00:00-07:00', end: '2026-07-14T10:15:00-07:00', room: 'West Ballroom A' };
const POSTER: Presentation = {
  type: 'poster', session: 'Poster Session 3', start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:00:00-07:00',
  room: 'East Exhibition Hall A-B', posterPosition: '2504',
};

function published(change: (paper: Paper) => void = () => {}): { paper: Paper; topics: ReturnType<typeof papersFixture>['topics'] } {
  const { papers, topics } = papersFixture();
  const paper: Paper = {
    ...papers[0]!,
    title: 'Sparse $\\ell_1$ Recovery with \\emph{Robust} Priors',
    titleSource: 'published',
    authors: [
      { name: 'Ling Yang', institution: 'Peking University', key: 'feed:1' },
      { name: 'Min Zhang', institution: 'Peking University', key: 'feed:2' },
      { name: 'Ann Lee', institution: 'ETH Zürich', key: 'feed:3' },
      { name: 'Bo Chen', key: 'feed:4' },
    ],
    openreviewId: 'F2zHYjBAEv',
    venueLinks: [
      { kind: 'openreview', url: 'https://openreview.net/forum?id=F2zHYjBAEv' },
      { kind: 'pdf', url: 'https://openreview.net/pdf?id=F2zHYjBAEv' },
      { kind: 'virtual-site', url: 'https://icml.cc/virtual/2026/poster/41028' },
      { kind: 'virtual-site', url: 'https://icml.cc/virtual/2026/oral/41072' },
    ],
    presentations: [ORAL, POSTER],
  };
  change(paper);
  return { paper, topics };
}

function renderPublished(change?: (paper: Paper) => void, homonyms: string[] = ['Min Zhang']) {
  const { paper, topics } = published(change);
  return render(
    <MemoryRouter>
      <PaperPage paper={paper} topics={topics} homonyms={homonyms} />
    </MemoryRouter>,
  );
}

const authorList = () => screen.getByRole('list', { name: 'Authors' });

describe('PaperPage of a published paper', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('typesets the title\'s TeX in the heading, and does not mark the title derived', () => {
    renderPublished();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.querySelector('.katex math')).not.toBeNull();
    expect(heading.querySelector('em')).toHaveTextContent('Robust');
    expect(heading).not.toHaveTextContent('$');
    expect(heading).not.toHaveTextContent('\\emph');
    expect(heading).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Title derived from the abstract')).toBeNull();
  });

  it('keeps a derived title as the text it is: a dollar in it is no formula', () => {
    renderPublished((paper) => {
      paper.title = 'Costs of $5 and $10 per query';
      paper.titleSource = 'derived';
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Costs of $5 and $10 per query' })).toHaveAccessibleDescription('Title derived from the abstract');
  });

  it('searches for the published version by the title\'s words, not its TeX', () => {
    renderPublished();
    const find = screen.getByRole('group', { name: 'Find this paper' });
    const query = find.querySelector('q')!.textContent;
    expect(query).toContain('ℓ1');
    expect(query).not.toMatch(/[$\\]|emph/);
  });

  it('lists the authors in order, each with a link to exactly their papers and their institution once per run', () => {
    renderPublished();
    const list = authorList();
    expect(list).toHaveTextContent('Ling Yang, Min Zhang (Peking University); Ann Lee (ETH Zürich); Bo Chen');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Ling Yang', 'Min Zhang', 'Ann Lee', 'Bo Chen']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/?author=Ling+Yang',
      // A name other people of the collection share: this person, by their key.
      '/?author=feed%3A2',
      '/?author=Ann+Lee',
      '/?author=Bo+Chen',
    ]);
    expect(within(list).getByRole('link', { name: 'Papers by Ling Yang' })).toBeInTheDocument();
    expect(within(list).getByText(/ETH Zürich/)).toHaveAttribute('lang', 'en');
  });

  it('names every author\'s institution when each has their own, and none when none is known', () => {
    renderPublished((paper) => {
      paper.authors = [{ name: 'A', institution: 'MIT' }, { name: 'B' }, { name: 'C', institution: 'CMU' }];
    });
    expect(authorList()).toHaveTextContent(/^A \(MIT\); B; C \(CMU\)$/);
  });

  it('shows the first eight of 25 authors and a button for the rest, which the keyboard works', async () => {
    const authors: Author[] = Array.from({ length: 25 }, (_, i) => ({ name: `Author ${i + 1}`, institution: `Lab ${i + 1}` }));
    renderPublished((paper) => {
      paper.authors = authors;
    });
    expect(within(authorList()).getAllByRole('listitem')).toHaveLength(8);
    const more = screen.getByRole('button', { name: 'Show all 25 authors' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', authorList().id);
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(authorList()).getAllByRole('listitem')).toHaveLength(25);
    expect(within(authorList()).getByRole('link', { name: 'Papers by Author 25' })).toBeInTheDocument();
    const fewer = screen.getByRole('button', { name: 'Show fewer authors' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(within(authorList()).getAllByRole('listitem')).toHaveLength(8);
  });

  it('shows the first five on a phone', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === PHONE, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    renderPublished((paper) => {
      paper.authors = Array.from({ length: 25 }, (_, i) => ({ name: `Author ${i + 1}` }));
    });
    expect(within(authorList()).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Show all 25 authors' })).toBeInTheDocument();
  });

  it('shows nine authors whole rather than eight and a button', () => {
    renderPublished((paper) => {
      paper.authors = Array.from({ length: 9 }, (_, i) => ({ name: `Author ${i + 1}` }));
    });
    expect(within(authorList()).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: /authors/ })).toBeNull();
  });

  it('says when and where: an oral\'s talk and its poster, on the venue\'s clock with its offset', () => {
    renderPublished();
    const section = screen.getByRole('region', { name: 'At the conference' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Oral' })).toBeInTheDocument();
    const details = (item: HTMLElement) =>
      within(item).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(details(items[0]!)).toEqual(['Session: Oral 1A', 'Time: Tue, Jul 14 · 10:00 AM – 10:15 AM (UTC−7)', 'Room: West Ballroom A']);
    expect(within(items[1]!).getByRole('heading', { level: 3, name: 'Poster' })).toBeInTheDocument();
    expect(details(items[1]!)).toEqual([
      'Session: Poster Session 3',
      'Time: Tue, Jul 14 · 11:00 AM – 1:00 PM (UTC−7)',
      'Room: East Exhibition Hall A-B',
      'Poster board: #2504',
    ]);
  });

  it('downloads its talk and its poster as one calendar file, at the venue\'s instants, and offers none without a time', async () => {
    const downloads = captureDownloads();
    const { unmount } = renderPublished();
    const section = screen.getByRole('region', { name: 'At the conference' });
    await userEvent.click(within(section).getByRole('button', { name: 'Add to calendar' }));
    const { blob: file, fileName } = downloads.last()!;
    expect(fileName).toBe(`${published().paper.id}.ics`);
    expect(file.type).toBe('text/calendar;charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await readFileText(file)));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.summary, event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString(), event.location])).toEqual([
      ['Oral: Sparse ℓ1 Recovery with Robust Priors', '2026-07-14T17:00:00.000Z', '2026-07-14T17:15:00.000Z', 'West Ballroom A'],
      ['Sparse ℓ1 Recovery with Robust Priors', '2026-07-14T18:00:00.000Z', '2026-07-14T20:00:00.000Z', 'East Exhibition Hall A-B, Poster #2504'],
    ]);
    expect(events[0]?.description).toContain('Ling Yang, Min Zhang, Ann Lee, Bo Chen');
    unmount();
    renderPublished((paper) => {
      paper.presentations = [{ type: 'poster', session: 'Poster Session 9' }];
    });
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('says what the data gives of a presentation, and nothing for a paper without any', () => {
    const { unmount } = renderPublished((paper) => {
      paper.presentations = [{ type: 'invited talk' }, { session: 'Poster Session 1', start: '2026-07-15T23:30:00-07:00', end: '2026-07-16T00:30:00-07:00' }];
    });
    const items = within(screen.getByRole('region', { name: 'At the conference' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'invited talk' }).querySelector('[lang="en"]')).toHaveTextContent('invited talk');
    expect(within(items[0]!).queryByRole('term')).toBeNull();
    expect(within(items[1]!).getByRole('heading', { level: 3, name: 'Presentation' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Wed, Jul 15 · 11:30 PM – Thu, Jul 16 · 12:30 AM (UTC−7)');
    unmount();
    renderPublished((paper) => {
      delete paper.presentations;
    });
    expect(screen.queryByRole('region', { name: 'At the conference' })).toBeNull();
  });

  it('links to the OpenReview forum, the PDF, the code and the conference\'s pages, each named, http(s) only', () => {
    renderPublished((paper) => {
      paper.venueLinks!.push({ kind: 'pdf', url: 'javascript:alert(1)' });
    });
    const links = within(screen.getByRole('region', { name: 'Links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['OpenReview forum', 'https://openreview.net/forum?id=F2zHYjBAEv'],
      ['PDF · openreview.net', 'https://openreview.net/pdf?id=F2zHYjBAEv'],
      ['Code · github.com', 'https://github.com/example/toolorchestra'],
      ['Project page · example.org', 'https://example.org/toolorchestra'],
      ['Poster page · icml.cc', 'https://icml.cc/virtual/2026/poster/41028'],
      ['Oral page · icml.cc', 'https://icml.cc/virtual/2026/oral/41072'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the list\'s authors, without institutions, while the paper\'s file loads', () => {
    const { paper, topics } = published();
    const listed: ListPaper = {
      id: paper.id, title: paper.title, titleSource: 'published', name: paper.name, summary: paper.summary, topics: paper.topics,
      benchmarks: paper.benchmarks, code: false, openreviewId: 'F2zHYjBAEv', authors: ['Ling Yang', { name: 'Min Zhang', key: 'feed:2' }],
    };
    const { container } = render(
      <MemoryRouter>
        <PaperPage paper={listed} topics={topics} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).querySelector('.katex')).not.toBeNull();
    expect(within(authorList()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/?author=Ling+Yang', '/?author=feed%3A2']);
    // The links' place is kept: the OpenReview forum will be there.
    expect(container.querySelector('.paper-reserve')).not.toBeNull();
  });
});

describe('PaperPage of a published paper in Chinese', () => {
  afterEach(async () => {
    await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
  });

  it('names the authors\' links, the presentations and the conference\'s links in Chinese', async () => {
    await activateLocale('zh', ['base', 'later', 'paper']);
    renderPublished();
    expect(within(screen.getByRole('list', { name: '作者' })).getByRole('link', { name: 'Ling Yang 的论文' })).toHaveAttribute('href', '/?author=Ling+Yang');
    const section = screen.getByRole('region', { name: '会议日程' });
    expect(within(section).getByRole('heading', { level: 3, name: '口头报告' })).toBeInTheDocument();
    expect(section).toHaveTextContent('7月14日周二 10:00–10:15（UTC−7）');
    expect(section).toHaveTextContent('展板#2504');
    const links = within(screen.getByRole('region', { name: '链接' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain('口头报告页面 · icml.cc');
    expect(links.map((link) => link.textContent)).toContain('OpenReview 论坛');
  });

  it('leaves no English of its own, the data (sessions, rooms, institutions) marked as English', async () => {
    await activateLocale('zh', ['base', 'later', 'paper']);
    const { container } = renderPublished((paper) => {
      paper.authors = Array.from({ length: 12 }, (_, i) => ({ name: `Zhang ${i + 1}`, institution: `Lab ${i + 1}` }));
    });
    const clone = container.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang="en"]').forEach((element) => element.remove());
    for (const english of ['Authors', 'Show all', 'Session', 'Room', 'Poster', 'Oral', 'Lab', 'conference', 'Conference', 'forum', 'page']) {
      expect(clone.textContent).not.toContain(english);
    }
  });
});
