// "Cite": a BibTeX entry and a plain-text citation, each with its own copy button and confirmation.
// A derived title is no published title: the panel says so above the entries, which carry it as a note.

import { useId } from 'react';
import type { Collection, TitleSource } from '../../lib/types';
import { bibtex, plainCitation } from '../../lib/cite';
import { isDerivedTitle } from '../../lib/titleSource';
import { useCopy } from '../../components/useCopy';

interface CitePanelProps {
  title: string;
  /** Where the title comes from: a derived one is never cited as the title. */
  titleSource: TitleSource;
  collection: Collection;
  /** The stable BibTeX key (citationKeys). */
  citeKey: string;
  /** The paper's absolute address. */
  url: string;
}

export function CitePanel({ title, titleSource, collection, citeKey, url }: CitePanelProps) {
  const id = useId();
  const paper = { title, titleSource };
  const derived = isDerivedTitle(paper);
  return (
    <section className="paper-section cite" aria-labelledby={`${id}-title`} aria-describedby={derived ? `${id}-notice` : undefined}>
      <h2 id={`${id}-title`}>Cite</h2>
      {derived && (
        <p className="cite-notice" id={`${id}-notice`}>
          The list gives no titles: this paper’s title was derived from its abstract, so the entries below carry it
          as a note, not as the title. Add the published title and authors before citing (see “Find this paper”).
        </p>
      )}
      <Citation label="BibTeX" copyLabel="Copy BibTeX" text={bibtex(paper, collection, { key: citeKey, url })} />
      <Citation label="Plain text" copyLabel="Copy plain text" text={plainCitation(paper, collection, url)} />
    </section>
  );
}

function Citation({ label, copyLabel, text }: { label: string; copyLabel: string; text: string }) {
  const id = useId();
  const [state, copy] = useCopy();
  return (
    <figure className="citation" aria-labelledby={id}>
      <figcaption id={id}>{label}</figcaption>
      <pre tabIndex={0}>{text}</pre>
      <button type="button" className="button button-small" onClick={() => void copy(text)}>
        {copyLabel}
      </button>
      <span className="share-status" role="status">
        {state === 'copied' ? `${label} copied` : state === 'failed' ? 'Couldn’t copy: select the text above' : ''}
      </span>
    </figure>
  );
}
