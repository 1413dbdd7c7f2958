// Paper ids: URL-safe slugs derived from each paper's own text, so that a link to a paper keeps working
// when other abstracts are added, removed or reordered in the list.
import { hashHex } from './hash';
import { MAX_ID_LENGTH } from './paperId';

// Letters that Unicode decomposition (NFKD) does not reduce to ASCII, and Greek letters that math
// names are written with ("τ²-Bench" => "tau2-bench").
const SPELLED: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i',
  α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', ε: 'epsilon', θ: 'theta', λ: 'lambda', μ: 'mu',
  π: 'pi', ρ: 'rho', σ: 'sigma', τ: 'tau', φ: 'phi', χ: 'chi', ψ: 'psi', ω: 'omega',
};

/**
 * A URL-safe slug: [a-z0-9-], at most 48 characters, cut between words, accents transliterated.
 * A name ending in a bracketed acronym is slugged as the acronym: it is what people type and cite.
 *   slugify("Contrastive Flow Map Matching (CFMM)") => "cfmm"
 *   slugify("head-wise RMSNorm") => "head-wise-rmsnorm"
 *   slugify("naïvely") => "naively"
 * Idempotent: slugify(slugify(s)) === slugify(s).
 */
export function slugify(s: string): string {
  const acronym = s.match(/\(\s*([\p{L}\p{N}-]*\p{Lu}[\p{L}\p{N}-]*\p{Lu}[\p{L}\p{N}-]*)\s*\)\s*$/u);
  const ascii = (acronym ? acronym[1]! : s)
    .toLowerCase()
    .replace(/\p{L}/gu, (ch) => SPELLED[ch] ?? ch)
    .normalize('NFKD') // "ï" => "i" + a combining mark, "²" => "2"
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cutAtHyphen(ascii, MAX_ID_LENGTH);
}

// cutAtHyphen("aaaa-bbbb", 6) => "aaaa"; a single word longer than max is cut where it must be.
function cutAtHyphen(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.lastIndexOf('-', max);
  return cut > 0 ? slug.slice(0, cut) : slug.slice(0, max);
}

// Words too common to tell papers apart (a slug made of them would collide), and filler that says
// nothing of the paper ("framework", "also", "yet"): an id reads as the paper's key words.
const STOP_WORDS = new Set(
  ('a an the of for and or to in on at by with without via from into as is are be that which this these ' +
    'its their our we novel new simple based using towards toward approach framework frameworks method ' +
    'methods methodology paradigm effective yet also only because however thus therefore very more most such').split(' '),
);
// Where a title's key noun phrase ends and a clause begins: "A convex formulation which has been shown …".
const CLAUSE = /^(?:is|are|was|were|has|have|had|can|could|may|might|will|would|should|must|serves?|remains?|which|whose|who)$/;
const TITLE_WORDS = 5;

/**
 * The slug for one paper: from its name when it has one, else the first distinctive words of its title's
 * key noun phrase (before a verb such as "is", "has" or "serves", or "which", when two words come first).
 *   paperSlug("ToolOrchestra", "…") => "toolorchestra"
 *   paperSlug(null, "Decentralized online convex optimization with compressed communication")
 *     => "decentralized-online-convex-optimization"
 * Never empty: an abstract with no ASCII-able words at all gets "paper" (assignIds then tells them apart).
 */
export function paperSlug(name: string | null, title: string): string {
  const fromName = name === null ? '' : slugify(name);
  if (fromName) return fromName;
  const words = distinctiveWords(title);
  const clause = words.findIndex((word) => CLAUSE.test(word.toLowerCase().replace(/[^\p{L}]/gu, '')));
  const key = clause >= 2 ? words.slice(0, clause) : words;
  return slugify(key.slice(0, TITLE_WORDS).join(' ')) || 'paper';
}

/**
 * The words of a title that tell it apart, as written (punctuation attached), in order: stop words and
 * bracketed parts left out.
 *   distinctiveWords("A framework for kernel (GPU) optimization, fast") => ["framework", "kernel", "optimization,", "fast"]
 */
export function distinctiveWords(title: string): string[] {
  return title
    .replace(/\([^()]*\)/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !STOP_WORDS.has(word.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '')));
}

/**
 * Unique ids for papers, one per item, in input order, that never depend on position: an item's id is
 * a function of its own slug and text, and of the texts of the papers that share its slug.
 * Papers sharing a slug are ordered by a hash of their text: the first keeps the plain slug, the others
 * get "-" and six hex digits of their text's hash ("cfmm", "cfmm-3fa4c1").
 *   assignIds([{ slug: "mash", text: "A" }, { slug: "kernelband", text: "B" }]) => ["mash", "kernelband"]
 *
 * The one way an existing id can change: a paper is added whose slug is the same as an existing
 * paper's, and whose text hashes lower; the existing paper then moves to the suffixed id (and back if
 * the newcomer is removed). That takes two abstracts introducing the same name, which is rare, and
 * the other half of the time the newcomer takes the suffix instead.
 * Identical texts cannot be told apart by content: among those alone, input order decides.
 */
export function assignIds(items: readonly { slug: string; text: string }[]): string[] {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const slug = slugify(item.slug) || 'paper';
    groups.set(slug, [...(groups.get(slug) ?? []), index]);
  });
  const ids: string[] = new Array<string>(items.length);
  const taken = new Set(groups.keys()); // plain slugs first, so a suffixed id never takes one
  for (const [slug, members] of groups) {
    const hashes = new Map(members.map((index) => [index, hashHex(items[index]!.text)]));
    const ordered = [...members].sort((a, b) => compare(hashes.get(a)!, hashes.get(b)!) || compare(items[a]!.text, items[b]!.text) || a - b);
    ids[ordered[0]!] = slug;
    for (const index of ordered.slice(1)) ids[index] = suffixed(slug, hashes.get(index)!, taken);
  }
  return ids;
}

// suffixed("cfmm", "3fa4c1d2", taken) => "cfmm-3fa4c1", longer if that is taken, numbered as a last resort.
function suffixed(slug: string, hash: string, taken: Set<string>): string {
  const candidates = [hash.slice(0, 6), hash, ...Array.from({ length: taken.size + 1 }, (_, n) => `${hash}-${n + 2}`)];
  for (const suffix of candidates) {
    const id = `${cutAtHyphen(slug, MAX_ID_LENGTH - suffix.length - 1)}-${suffix}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
  throw new Error('unreachable: more candidates than taken ids');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
