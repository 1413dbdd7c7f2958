// The marks in the page's markup that code elsewhere finds papers by: a result's row and its title link
// carry the paper's id. ResultRow writes them; the results' click handler (usePaperLinks), the `b` key
// (HomeRoute) and the focus given back after Back (src/app/useNavigationFocus.ts) read them. An id is
// compared as text, never put into a selector. e2e tests select by the same attributes.

/** On a link that opens a paper through the router (and that Back to the results focuses again). */
export const PAPER_LINK_ATTRIBUTE = 'data-route';
/** On the element that stands for a paper in a list (a result's row). */
export const PAPER_ATTRIBUTE = 'data-paper-id';

const PAPER_LINK_SELECTOR = `a[${PAPER_LINK_ATTRIBUTE}]`;

/** <a href={…} {...paperLinkMark('cfmm')}> => <a href="…" data-route="cfmm"> */
export const paperLinkMark = (id: string) => ({ [PAPER_LINK_ATTRIBUTE]: id });

/** <article {...paperMark('cfmm')}> => <article data-paper-id="cfmm"> */
export const paperMark = (id: string) => ({ [PAPER_ATTRIBUTE]: id });

/** The paper link `target` is (or is inside), else null: closestPaperLink(event.target). */
export const closestPaperLink = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(PAPER_LINK_SELECTOR) : null;

/** The id of the paper a marked link opens: linkedPaperId(<a data-route="cfmm">) => "cfmm" */
export const linkedPaperId = (link: Element): string | null => link.getAttribute(PAPER_LINK_ATTRIBUTE);

/** The link to paper `id` inside `root`, else null: findPaperLink(main, 'cfmm') */
export const findPaperLink = (root: ParentNode, id: string): HTMLAnchorElement | null =>
  [...root.querySelectorAll<HTMLAnchorElement>(PAPER_LINK_SELECTOR)].find((link) => linkedPaperId(link) === id) ?? null;

/** The id of the paper whose element holds `element` (the focused one, say), else null. */
export const paperIdAt = (element: Element | null): string | null =>
  element?.closest(`[${PAPER_ATTRIBUTE}]`)?.getAttribute(PAPER_ATTRIBUTE) ?? null;
