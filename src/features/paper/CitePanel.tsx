// "Cite": a BibTeX entry and a plain-text citation, each with its own copy button and confirmation.
// A derived title is no published title: the panel says so above the entries, which carry it as a note.
// A conference's own data is cited with its authors, its venue and its OpenReview forum (src/lib/cite.ts).

import { useId } from 'react';
import type { Collection } from '../../lib/types';
import { bibtex, plainCitation } from '../../lib/cite';
import type { CitedPaper } from '../../lib/cite';
import { isDerivedTitle } from '../../lib/titleSource';
import { useCopy } from '../../components/useCopy';
import { useT } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';

interface CitePanelProps {
  /** The paper: its title and where it comes from (a derived one is never cited as the title), its authors. */
  paper: CitedPaper;
  collection: Collection;
  /** The stable BibTeX key (citationKeys). */
  citeKey: string;
  /** The paper's absolute address. */
  url: string;
}

export function CitePanel({ paper, collection, citeKey, url }: CitePanelProps) {
  const t = useT();
  const id = useId();
  const derived = isDerivedTitle(paper);
  return (
    <section className="paper-section cite" aria-labelledby={`${id}-title`} aria-describedby={derived ? `${id}-notice` : undefined}>
      <h2 id={`${id}-title`}>{t('paper.cite')}</h2>
      {derived && (
        <p className="cite-notice" id={`${id}-notice`}>
          {t('paper.citeDerivedNotice')}
        </p>
      )}
      <Citation words={BIBTEX} text={bibtex(paper, collection, { key: citeKey, url })} />
      <Citation words={PLAIN_TEXT} text={plainCitation(paper, collection, url)} />
    </section>
  );
}

/** A citation's words: its caption, its button, and the confirmation of a copy. */
interface CitationWords {
  label: MessageId;
  copy: MessageId;
  copied: MessageId;
}

const BIBTEX: CitationWords = { label: 'paper.bibtex', copy: 'paper.copyBibtex', copied: 'paper.bibtexCopied' };
const PLAIN_TEXT: CitationWords = { label: 'paper.plainText', copy: 'paper.copyPlainText', copied: 'paper.plainTextCopied' };

// The citation itself is English, like the paper it cites: lang="en" on its text.
function Citation({ words, text }: { words: CitationWords; text: string }) {
  const t = useT();
  const id = useId();
  const [state, copy] = useCopy();
  return (
    <figure className="citation" aria-labelledby={id}>
      <figcaption id={id}>{t(words.label)}</figcaption>
      <pre tabIndex={0} lang="en">
        {text}
      </pre>
      <button type="button" className="button button-small" onClick={() => void copy(text)}>
        {t(words.copy)}
      </button>
      <span className="share-status" role="status">
        {state === 'copied' ? t(words.copied) : state === 'failed' ? t('paper.copyFailedSelect') : ''}
      </span>
    </figure>
  );
}
