import type { LinkKind, PaperLink, VenueLink } from '../../lib/types';
import { httpUrl } from '../../lib/links';
import { virtualSiteEvent } from '../../lib/presentationWhen';
import { useT } from '../../i18n/i18n';
import type { MessageId, Translate } from '../../i18n/i18n';
import { TYPE_LABELS } from '../../components/presentationText';

const KIND_LABELS: Record<LinkKind, MessageId> = { code: 'paper.linkCode', project: 'paper.linkProject' };

// hostOf('https://github.com/a/b') => "github.com"
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

interface ShownLink {
  url: string;
  label: string;
  /** The site, after the label ("Code · github.com"); none where the label names it. */
  host: string | null;
}

// A conference's page by what it is: an oral has a page for its talk and one for its poster, and the
// two must not read the same ("Oral page · icml.cc", "Poster page · icml.cc").
function venueLink(link: VenueLink, t: Translate): ShownLink {
  if (link.kind === 'openreview') return { url: link.url, label: t('paper.linkOpenReview'), host: null };
  if (link.kind === 'pdf') return { url: link.url, label: t('paper.linkPdf'), host: hostOf(link.url) };
  const event = virtualSiteEvent(link.url);
  const label = event === undefined ? t('paper.linkVirtualSite') : t('paper.linkEventPage', { type: t(TYPE_LABELS[event]) });
  return { url: link.url, label, host: hostOf(link.url) };
}

/**
 * The links of the paper, or nothing when it has none: its OpenReview forum and PDF, the code and project
 * pages its abstract names, then its pages on the conference's site. http(s) only (the build emits no
 * other; checking again costs nothing and keeps javascript: out of an href), each address once.
 */
export function PaperLinks({ links, venueLinks = [] }: { links: PaperLink[]; venueLinks?: VenueLink[] }) {
  const t = useT();
  const first = venueLinks.filter((link) => link.kind !== 'virtual-site').map((link) => venueLink(link, t));
  const own = links.map((link): ShownLink => ({ url: link.url, label: t(KIND_LABELS[link.kind] ?? 'paper.link'), host: hostOf(link.url) }));
  const last = venueLinks.filter((link) => link.kind === 'virtual-site').map((link) => venueLink(link, t));
  const seen = new Set<string>();
  const safe = [...first, ...own, ...last].flatMap((link) => {
    const url = httpUrl(link.url);
    if (url === null || seen.has(url)) return [];
    seen.add(url);
    return [{ ...link, url }];
  });
  if (safe.length === 0) return null;
  return (
    <section className="paper-section paper-links-section" aria-labelledby="links-title">
      {/* On a phone "Links" goes without saying above "Code · github.com": read, not shown. */}
      <h2 id="links-title" className="phone-hidden">
        {t('paper.links')}
      </h2>
      <ul className="paper-links">
        {safe.map((link) => (
          <li key={link.url}>
            <a className="button" href={link.url} rel="noopener noreferrer">
              {link.label}
              {link.host !== null && <span className="link-host"> · {link.host}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

// A code link's usual host: the reserve's line is as wide as the link it stands for.
const RESERVE_HOST = 'github.com';

/**
 * The Links section's height, unseen, while the paper's file loads and list.json says it has code: the
 * abstract below then does not move when the links arrive. (A paper with a project page only has no
 * such hint: its links push the abstract down once.)
 */
export function PaperLinksReserve() {
  const t = useT();
  return (
    <section className="paper-section paper-links-section paper-reserve" aria-hidden="true">
      <h2 className="phone-hidden">{t('paper.links')}</h2>
      <ul className="paper-links">
        <li>
          <span className="button">
            {t(KIND_LABELS.code)}
            <span className="link-host"> · {RESERVE_HOST}</span>
          </span>
        </li>
      </ul>
    </section>
  );
}
