// Renders the search page alone in a memory data router (so tests can read the history), with a corpus
// built from a list and its texts the way the catalog store builds it.

import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { createTestRouter } from '../../testRouter';
import type { ListFile } from '../../../../src/lib/types';
import type { AnyCorpus } from '../../../../src/lib/search/run';
import { SearchPage } from '../../../../src/features/search/SearchPage';
import { fixtureCorpus } from '../../lib/fixtures/catalogFixture';

// The search tests import them from here; they live with the other catalog fixtures, which the
// library's tests use too.
export { corpusOf, fixtureCorpus } from '../../lib/fixtures/catalogFixture';

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
