import type { LinkKind, PaperLink } from '../../lib/types';
import { useT } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';

const KIND_LABELS: Record<LinkKind, MessageId> = { code: 'paper.linkCode', project: 'paper.linkProject' };

// The build only emits http(s) links; checking again costs nothing and keeps javascript: out of an href.
const isHttpUrl = (url: string) => /^https?:/i.test(url);

// hostOf('https://github.com/a/b') => "github.com"
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The paper's code and project links, or nothing when it has none. */
export function PaperLinks({ links }: { links: PaperLink[] }) {
  const t = useT();
  const safe = links.filter((link) => isHttpUrl(link.url));
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
              {t(KIND_LABELS[link.kind] ?? 'paper.link')}
              <span className="link-host"> · {hostOf(link.url)}</span>
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
