// The data build's core: a plain-text list of abstracts in, papers.json data out. No I/O.
import type { BenchmarkDictionary } from './benchmarks';
import { extractBenchmarks } from './benchmarks';
import { assertHasText, decodeList } from './decode';
import { ListError, type ListWarning } from '../errors';
import { parseHeader, untitledCollection } from './header';
import { assignIds, paperSlug } from '../ids';
import { extractLinks } from '../links';
import { plainText, tokenize } from '../markup';
import { firstSentence } from './sentences';
import { findIntroducedName } from './names';
import { UNCERTAIN_BASES, deriveTitle, type TitleBasis } from './titles';
import type { TitleOverrides } from './overrides';
import { splitParagraphs } from './paragraphs';
import { repairAbstract } from './repair';
import { assignTopics, topicList, type TopicRules } from './topics';
import { PAPERS_VERSION, type Paper, type PapersFile, type Token } from '../types';

/** The editable rules a build applies (data/topics.json, data/benchmarks.json, data/title-overrides.json). */
export interface BuildRules {
  topicRules: TopicRules;
  benchmarks: BenchmarkDictionary;
  titleOverrides: TitleOverrides;
}

export interface ParseOptions extends BuildRules {
  /** The input's name in errors and warnings, e.g. "data/icml-2026.txt". */
  source: string;
  /**
   * How the papers are described, all at once: what describePapers and describeRecords give, in order,
   * by default. The data build spreads them over threads (scripts/build/parallelBuild.ts).
   */
  describe?: Describers;
}

/** Describes many papers at once; each must give exactly what the default in parse.ts or published.ts gives. */
export interface Describers {
  papers: (abstracts: readonly ListAbstract[]) => Draft[];
  records: (records: readonly RecordAbstract[]) => RecordFields[];
}

/** An abstract of a bare list, repaired, and the line it starts at. */
export interface ListAbstract {
  abstract: string;
  line: number;
}

/** A conference record's abstract, as tokens and plain text, with the title the paper is shown with. */
export interface RecordAbstract {
  abstract: string;
  tokens: Token[];
  text: string;
  title: string;
  /** Whether the name must come from the abstract (the published title has none: titleName). */
  findName: boolean;
}

/** What a record's abstract gives its paper: the name (null when not looked for), and abstractFields. */
export type RecordFields = { name: string | null } & ReturnType<typeof abstractFields>;

export interface ParseResult {
  data: PapersFile;
  /** Repairs and oddities, in input order; each names its line. */
  warnings: ListWarning[];
}

/**
 * Parses a list of abstracts: bytes are decoded as strict UTF-8, a string is taken as already decoded.
 * Throws only ListError (see errors.ts), for input that holds no abstracts or is not UTF-8 text.
 *   parseAbstractList("ICML 2026\n\nWe introduce KernelBand, a framework…", opts).data.papers[0].id
 *     => "kernelband"
 */
export function parseAbstractList(input: Uint8Array | string, options: ParseOptions): ParseResult {
  const { source } = options;
  const warnings: ListWarning[] = [];
  let text: string;
  if (typeof input === 'string') {
    text = input;
  } else {
    const decoded = decodeList(input, source);
    text = decoded.text;
    warnings.push(...decoded.warnings);
  }
  assertHasText(text, source);

  const split = splitParagraphs(text);
  warnings.push(...split.warnings);
  const first = split.paragraphs[0];
  const header = first === undefined ? null : parseHeader(first.text);
  const paragraphs = header === null ? split.paragraphs : split.paragraphs.slice(1);
  if (paragraphs.length === 0) {
    throw new ListError('has a header but no abstracts (abstracts are paragraphs separated by blank lines)', {
      source,
      line: first?.line ?? 1,
    });
  }

  const abstracts: ListAbstract[] = [];
  const firstLineOf = new Map<string, number>();
  for (const paragraph of paragraphs) {
    const repaired = repairAbstract(paragraph.text, paragraph.line);
    warnings.push(...repaired.warnings);
    const earlier = firstLineOf.get(repaired.abstract);
    if (earlier !== undefined) {
      warnings.push({
        line: paragraph.line,
        code: 'duplicate-abstract',
        message: `duplicate of the abstract at line ${earlier}; kept one`,
      });
      continue;
    }
    firstLineOf.set(repaired.abstract, paragraph.line);
    abstracts.push({ abstract: repaired.abstract, line: paragraph.line });
  }
  const drafts = options.describe?.papers(abstracts) ?? describePapers(abstracts, options);

  // Ids come from each paper's own derived title and text, never from its position or an override.
  const ids = assignIds(drafts.map((d) => ({ slug: paperSlug(d.name, d.title), text: d.text })));
  const papers: Paper[] = drafts.map(({ basis, ...draft }, i) => {
    const id = ids[i] as string;
    const override = options.titleOverrides.get(id);
    if (override === undefined && UNCERTAIN_BASES.has(basis)) warnings.push(uncertainTitle(id, draft, basis));
    return override === undefined ? { id, ...draft } : { id, ...draft, title: override, titleSource: 'override' };
  });
  const known = new Set(ids);
  for (const id of options.titleOverrides.keys()) {
    if (!known.has(id)) {
      warnings.push({ line: 0, code: 'unknown-override', message: `a title override names "${id}", which is not a paper of this list` });
    }
  }

  // In input order, as documented: the line-level oddities were found before the repairs of earlier
  // paragraphs. Sorting is stable; warnings at no line (0) go last.
  const order = (w: ListWarning) => (w.line > 0 ? w.line : Number.MAX_SAFE_INTEGER);
  warnings.sort((a, b) => order(a) - order(b));

  return {
    data: {
      version: PAPERS_VERSION,
      collection: header ?? untitledCollection(source),
      topics: topicList(options.topicRules),
      papers,
    },
    warnings,
  };
}

/** A paper of a bare list before its id, with what its title was derived from. */
export type Draft = Omit<Paper, 'id'> & { basis: TitleBasis };

/** The papers of a bare list, described one by one (the default Describers.papers). */
export function describePapers(abstracts: readonly ListAbstract[], rules: BuildRules): Draft[] {
  return abstracts.map(({ abstract, line }) => describePaper(abstract, line, rules));
}

/** A conference's records, described one by one (the default Describers.records). */
export function describeRecords(records: readonly RecordAbstract[], rules: Pick<BuildRules, 'topicRules' | 'benchmarks'>): RecordFields[] {
  return records.map(({ abstract, tokens, text, title, findName }) => ({
    name: findName ? findIntroducedName(text) : null,
    ...abstractFields(abstract, tokens, text, title, rules),
  }));
}

function describePaper(abstract: string, line: number, rules: BuildRules): Draft {
  const tokens = tokenize(abstract);
  const text = plainText(tokens);
  const name = findIntroducedName(text);
  const { title, basis } = deriveTitle(text, name);
  return { basis, title, titleSource: 'derived', name, ...abstractFields(abstract, tokens, text, title, rules), line };
}

/**
 * What a paper's abstract gives it, whatever its title's source (the bare list's derived title here, a
 * conference's published one in published.ts): the abstract as tokens and text, its first sentence, the
 * links it names, its topics and benchmarks.
 */
export function abstractFields(abstract: string, tokens: Token[], text: string, title: string, rules: Pick<BuildRules, 'topicRules' | 'benchmarks'>) {
  return {
    abstract,
    tokens,
    text,
    summary: firstSentence(text),
    links: extractLinks(tokens),
    topics: assignTopics(text, title, rules.topicRules),
    benchmarks: extractBenchmarks(text, rules.benchmarks),
  };
}

// The build could only guess this title: the curator should give it one (the paper page marks it as
// derived either way), in title-overrides.json beside the build's other rules (data/ by default).
function uncertainTitle(id: string, draft: Omit<Paper, 'id'>, basis: TitleBasis): ListWarning {
  const why = basis === 'name-only'
    ? `the abstract introduces ${draft.name ?? 'a name'} but says nothing else of it`
    : 'the abstract has no name and no contribution phrase ("we propose …", "we show that …"), so it comes from the first sentence';
  return {
    line: draft.line,
    code: 'uncertain-title',
    message: `derived title "${draft.title}" is a guess: ${why}; to fix it, give "${id}" a title in title-overrides.json`,
  };
}
