// Renders the search page alone in a memory data router (so tests can read the history), with a corpus
// built from a list and its texts the way the catalog store builds it.

import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { createTestRouter } from '../../testRouter';
import type { ListFile } from '../../../../src/lib/types';
import type { AnyCorpus, SearchCorpus } from '../../../../src/lib/search/run';
import { toSearchDoc } from '../../../../src/lib/search/options';
import { createIndex } from '../../../../src/lib/search/build';
import { SearchPage } from '../../../../src/features/search/SearchPage';
import { listFixture, textFixture } from '../../lib/fixtures/catalogFixture';

/** The corpus runSearch reads; `texts` null for a titles-only index. */
export function corpusOf(list: ListFile, texts: ReadonlyMap<string, string> | null): SearchCorpus {
  const labels = new Map(list.topics.map((t) => [t.id, t.label]));
  const docs = list.papers.map((p) => toSearchDoc(p, texts?.get(p.id) ?? '', (id) => labels.get(id) ?? id));
  return {
    papers: list.papers,
    byId: new Map(list.papers.map((p) => [p.id, p])),
    index: createIndex(docs),
    textOf: (id) => texts?.get(id),
    fullText: texts !== null,
    abbreviations: list.abbreviations,
  };
}

/** The fixture's three papers with their abstracts. */
export function fixtureCorpus(): { list: ListFile; corpus: SearchCorpus } {
  const list = listFixture();
  const text = textFixture();
  return { list, corpus: corpusOf(list, new Map(text.ids.map((id, i) => [id, text.texts[i]!]))) };
}

function PaperStub() {
  const { id } = useParams();
  return <h1>Paper {id}</h1>;
}

export function renderSearch(
  path: string,
  data: { list: ListFile; corpus: AnyCorpus } = fixtureCorpus(),
  options: { basename?: string } = {},
) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const { list, corpus } = data;
  const router = createTestRouter([`${options.basename ?? ''}${path}`], options.basename);
  const user = userEvent.setup();
  const view = render(
    <router.Router>
      <Routes>
        <Route path="/" element={<SearchPage collection={list.collection} topics={list.topics} corpus={corpus} />} />
        <Route path="/paper/:id" element={<PaperStub />} />
      </Routes>
    </router.Router>,
  );
  return { ...view, router, user };
}
