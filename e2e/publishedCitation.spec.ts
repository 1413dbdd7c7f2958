// A conference's own data cited as it was published (issue 28), on the site built from a virtual-site feed
// (tests/fixtures/published/conference.json: the development sample's real titles and authors): the
// prerendered page as served carries the tags Zotero and Google Scholar read, the Cite panel's BibTeX
// names the authors, and the reading list's export carries them.

import { readFileSync } from 'node:fs';
import { expect, test } from './pageTest';
import { publishedURL } from '../playwright.config';

test.use({ baseURL: publishedURL });

// A paper whose feed row gives a PDF, and one with an OpenReview forum.
const WITH_PDF = 'neuro-evolutionary-continual-reinforcement';
const WITH_PDF_TITLE = 'Neuro-evolutionary Continual Reinforcement Learning';
const CAUSAL = 'causalrag2';
const CAUSAL_TITLE = 'CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG';

test('the prerendered page of a published paper, as served, has its citation tags', async ({ request }) => {
  const response = await request.get(`/paper/${WITH_PDF}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const tags = [...html.matchAll(/<meta name="(citation_[a-z_]+)" content="([^"]*)" \/>/g)].map((match) => [match[1], match[2]]);
  expect(tags).toEqual([
    ['citation_title', WITH_PDF_TITLE],
    ...['Pengyi Li', 'Hongyao Tang', 'Yifu Yuan', 'YAN ZHENG', 'Xin Xu', 'Jianye HAO'].map((name) => ['citation_author', name]),
    ['citation_publication_date', '2026'],
    ['citation_conference_title', 'ICML 2026'],
    ['citation_pdf_url', 'https://openreview.net/pdf/718ba942b4a3f03d972afafbae6506c462828e20.pdf'],
  ]);
  // The published title, as the page's heading, Open Graph and Twitter give it, not marked derived.
  expect(html).toContain(`<meta property="og:title" content="${WITH_PDF_TITLE}" />`);
  expect(html).toContain(`<meta name="twitter:title" content="${WITH_PDF_TITLE}" />`);
  expect(html).toContain(`<h1 id="paper-title" lang="en">${WITH_PDF_TITLE}</h1>`);
  expect(html).not.toContain('derived-title-note');
});

test('Cite names the authors family name first, and the reading list exports them', async ({ page }) => {
  await page.goto(`/paper/${CAUSAL}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAUSAL_TITLE);
  const bibtex = page.getByRole('region', { name: 'Cite' }).getByRole('figure', { name: 'BibTeX' });
  await expect(bibtex).toContainText('@inproceedings{icml2026causalrag2,');
  await expect(bibtex).toContainText(
    'author = {Wang, Nengbo and Liang, Tuo and Singh, Vikash and Song, Chaoda and Yang, Van and Yin, Yu and Ma, Jing and JAGDIP SINGH and Chaudhary, Vipin}',
  );
  await expect(bibtex).toContainText('url = {https://openreview.net/forum?id=F2zHYjBAEv}');

  await page.getByRole('button', { name: /Add to reading list/ }).click();
  await expect(page.getByRole('button', { name: /Remove from reading list/ })).toBeVisible();
  await page.goto('/reading-list');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe('id,title,title_source,authors,url,topics,benchmarks,code,status,note,added');
  expect(csv[1]).toContain(
    `${CAUSAL},${CAUSAL_TITLE},published,Nengbo Wang; Tuo Liang; Vikash Singh; Chaoda Song; Van Yang; Yu Yin; Jing Ma; JAGDIP SINGH; Vipin Chaudhary,`,
  );
});
