import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CitePanel } from '../../../../src/features/paper/CitePanel';
import type { Collection } from '../../../../src/lib/types';

const ICML: Collection = { title: 'ICML 2026', venue: 'ICML', year: 2026 };
const URL_ = 'https://example.org/paper/causalrag2';

describe('CitePanel', () => {
  it('cites published data with its authors and forum, and says nothing about derived titles', () => {
    const paper = {
      title: 'CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG',
      titleSource: 'published' as const,
      authors: [{ name: 'Nengbo Wang', institution: 'Tsinghua University' }, { name: 'JAGDIP SINGH' }],
      openreviewId: 'F2zHYjBAEv',
    };
    render(<CitePanel paper={paper} collection={ICML} citeKey="icml2026causalrag2" url={URL_} />);
    const cite = screen.getByRole('region', { name: 'Cite' });
    expect(cite).not.toHaveAccessibleDescription();
    expect(cite).not.toHaveTextContent('derived');
    const entry = within(cite).getByRole('figure', { name: 'BibTeX' }).querySelector('pre')!.textContent!;
    expect(entry).toMatch(/^@inproceedings\{icml2026causalrag2,$/m);
    expect(entry).toMatch(/^ {2}author = \{Wang, Nengbo and JAGDIP SINGH\},$/m);
    expect(entry).toMatch(/^ {2}url = \{https:\/\/openreview\.net\/forum\?id=F2zHYjBAEv\}$/m);
    expect(within(cite).getByRole('figure', { name: 'Plain text' })).toHaveTextContent(
      'Nengbo Wang, JAGDIP SINGH. “CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG.” ICML 2026. https://openreview.net/forum?id=F2zHYjBAEv',
    );
  });
});
