// "Cite": a BibTeX entry and a plain-text citation, each with its own copy button and confirmation.

import { useId } from 'react';
import type { Collection } from '../../lib/types';
import { bibtex, plainCitation } from '../../lib/cite';
import { useCopy } from '../../components/useCopy';

interface CitePanelProps {
  title: string;
  collection: Collection;
  /** The stable BibTeX key (citationKeys). */
  citeKey: string;
  /** The paper's absolute address. */
  url: string;
}

export function CitePanel({ title, collection, citeKey, url }: CitePanelProps) {
  const id = useId();
  return (
    <section className="paper-section cite" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Cite</h2>
      <Citation label="BibTeX" text={bibtex({ title }, collection, { key: citeKey, url })} />
      <Citation label="Plain text" text={plainCitation({ title }, collection, url)} />
    </section>
  );
}

function Citation({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [state, copy] = useCopy();
  return (
    <figure className="citation" aria-labelledby={id}>
      <figcaption id={id}>{label}</figcaption>
      <pre tabIndex={0}>{text}</pre>
      <button type="button" className="button button-small" onClick={() => void copy(text)}>
        Copy {label}
      </button>
      <span className="share-status" role="status">
        {state === 'copied' ? `${label} copied` : state === 'failed' ? 'Couldn’t copy: select the text above' : ''}
      </span>
    </figure>
  );
}
