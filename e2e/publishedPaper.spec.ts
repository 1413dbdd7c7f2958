// The paper page of a conference's own data (issue 28), on the site built from a virtual-site feed (the
// development sample's 56 papers: real titles and authors; sessions, rooms and institutions invented):
// the authors with their institutions and links to their papers, when and where an oral is presented,
// the conference's links, an OpenReview id opening the paper, a phone's layout, and axe.

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { expectNoViolations } from './axe';
import { publishedURL } from '../playwright.config';
import { authorName, institutionsOf } from '../src/lib/authors';
import { authorValueOf } from '../src/lib/pageAuthors';
import { presentationWhen } from '../src/lib/presentationWhen';
import { searchPath } from '../src/lib/search/url';
import type { ListFile, ListPaper, PaperFile } from '../src/lib/types';

test.use({ baseURL: publishedURL });
// axe reads the whole page, on a machine the other workers share.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 360, height: 740 };
const DESK = { width: 1280, height: 800 };

/** The papers to open, found in the site's own list: an oral with an OpenReview id, and Ling Yang's paper with the most authors. */
async function samples(request: APIRequestContext): Promise<{ oral: ListPaper; crowded: ListPaper; homonym: ListPaper }> {
  const { papers } = (await (await request.get('/data/list.json')).json()) as ListFile;
  const names = (paper: ListPaper) => (paper.authors ?? []).map(authorName);
  const oral = papers.find((p) => p.openreviewId !== undefined && p.presentations?.some((x) => x.type === 'oral'))!;
  const crowded = papers.filter((p) => names(p).includes('Ling Yang')).sort((a, b) => names(b).length - names(a).length)[0]!;
  const homonym = papers.find((p) => p.authors?.some((a) => typeof a !== 'string'))!;
  return { oral, crowded, homonym };
}

const paperFile = async (request: APIRequestContext, id: string) => (await (await request.get(`/data/paper/${id}.json`)).json()) as PaperFile;

/** Opens a paper's page and waits for its file (the Cite section comes with it). */
async function openPaper(page: Page, id: string): Promise<void> {
  await page.goto(`/paper/${id}`);
  await expect(page.getByRole('region', { name: 'Cite' })).toBeVisible();
}

const authorList = (page: Page) => page.getByRole('list', { name: 'Authors' });

test.describe('on a desk', () => {
  test.use({ viewport: DESK });

  test('the authors in order with their institutions, a long list folded, each name a link to their papers', async ({ page, request }) => {
    const { crowded, homonym } = await samples(request);
    const { paper } = await paperFile(request, crowded.id);
    const authors = paper.authors!;
    expect(authors.length).toBeGreaterThan(9);

    await openPaper(page, crowded.id);
    await expect(authorList(page).getByRole('listitem')).toHaveCount(8);
    await expect(authorList(page).getByRole('link')).toHaveText(authors.slice(0, 8).map((a) => a.name));
    const more = page.getByRole('button', { name: `Show all ${authors.length} authors` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show fewer authors' })).toHaveAttribute('aria-expanded', 'true');
    await expect(authorList(page).getByRole('link')).toHaveText(authors.map((a) => a.name));
    for (const institution of institutionsOf(authors)) await expect(authorList(page)).toContainText(`(${institution})`);

    // Ling Yang's name opens the shareable view of exactly her papers.
    await authorList(page).getByRole('link', { name: 'Papers by Ling Yang' }).click();
    await expect(page).toHaveURL(`${publishedURL}/?author=Ling+Yang`);
    await expect(page.locator('html')).toHaveAttribute('data-search-ready', /./);
    await expect(page.getByRole('list', { name: 'Results' })).toBeVisible();

    // A name two people of the conference share names this one by their key.
    const file = await paperFile(request, homonym.id);
    const shared = file.paper.authors!.find((a) => file.homonyms?.includes(a.name))!;
    await openPaper(page, homonym.id);
    await expect(authorList(page).getByRole('link', { name: `Papers by ${shared.name}` })).toHaveAttribute(
      'href', searchPath({ authors: [authorValueOf(shared, file.homonyms)] }),
    );
  });

  test("an oral: when and where, its talk and its poster on the venue's clock, and the conference's links", async ({ page, request }) => {
    // axe reads the whole page twice: on a machine the other workers share, it takes longer than most tests.
    test.slow();
    const { oral } = await samples(request);
    const { paper } = await paperFile(request, oral.id);
    await openPaper(page, oral.id);

    const at = page.getByRole('region', { name: 'At the conference' });
    await expect(at.getByRole('listitem')).toHaveCount(2);
    await expect(at.getByRole('heading', { level: 3 })).toHaveText(['Oral', 'Poster']);
    for (const [i, presentation] of paper.presentations!.entries()) {
      const item = at.getByRole('listitem').nth(i);
      const when = presentationWhen(presentation, 'en')!;
      await expect(item).toContainText(`${presentation.session}`);
      await expect(item).toContainText(`${when.day} · ${when.start} – ${when.end} (UTC−7)`);
      await expect(item).toContainText(`${presentation.room}`);
      if (presentation.posterPosition) await expect(item).toContainText(`#${presentation.posterPosition}`);
    }

    const links = page.getByRole('region', { name: 'Links' });
    const url = (kind: string) => paper.venueLinks!.filter((link) => link.kind === kind).map((link) => link.url);
    await expect(links.getByRole('link', { name: 'OpenReview forum' })).toHaveAttribute('href', `https://openreview.net/forum?id=${oral.openreviewId}`);
    expect(url('virtual-site')).toHaveLength(2);
    await expect(links.getByRole('link', { name: 'Oral page · icml.cc' })).toHaveAttribute('href', url('virtual-site').find((u) => u.includes('/oral/'))!);
    await expect(links.getByRole('link', { name: 'Poster page · icml.cc' })).toHaveAttribute('href', url('virtual-site').find((u) => u.includes('/poster/'))!);
    for (const href of await links.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^https?:\/\//);

    await expectNoViolations(page);
  });

  test("an OpenReview id, or an OpenReview forum's address, opens the paper at its own address", async ({ page, request }) => {
    const { oral } = await samples(request);
    await page.goto('/');
    await page.goto(`/paper/${oral.openreviewId}`);
    await expect(page).toHaveURL(`${publishedURL}/paper/${oral.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(oral.title);
    // The OpenReview address was replaced, not kept: Back goes where the reader was.
    await page.goBack();
    await expect(page).toHaveURL(`${publishedURL}/`);

    await page.goto(`/forum?id=${oral.openreviewId}`);
    await expect(page).toHaveURL(`${publishedURL}/paper/${oral.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(oral.title);

    await page.goto('/paper/NoSuchForum');
    await expect(page.getByRole('heading', { level: 1, name: 'Paper not found' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a long author list folds to a few lines: nothing overflows, the abstract begins in the first screen', async ({ page, request }) => {
    // axe reads the whole page twice: on a machine the other workers share, it takes longer than most tests.
    test.slow();
    const { crowded } = await samples(request);
    await openPaper(page, crowded.id);
    await expect(authorList(page).getByRole('listitem')).toHaveCount(5);
    const more = page.getByRole('button', { name: /^Show all \d+ authors$/ });
    expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const abstract = (await page.locator('.abstract').boundingBox())!;
    expect(abstract.y, 'where the abstract begins').toBeLessThan(PHONE.height - 30);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(await overflow()).toBe(0);

    await more.tap();
    await expect(authorList(page).getByRole('listitem')).toHaveCount(crowded.authors!.length);
    expect(await overflow()).toBe(0);
    await expectNoViolations(page, ['light']);
  });
});
