// The shape of papers.json: the contract between the data build and the app.
// Bump PAPERS_VERSION on any breaking change; the loader rejects versions it does not know.

import type { Abbreviation } from './search/abbreviations';

export const PAPERS_VERSION = 1;

/**
 * One piece of an abstract, ready to be rendered without ever interpreting HTML.
 * `text` is literal text (LaTeX quotes already turned into “ ”), `math` is the TeX source of an
 * inline formula (without the dollars), `link` carries an http(s) URL only.
 */
export type Token =
  | { type: 'text'; text: string }
  | { type: 'emphasis'; children: Token[] }
  | { type: 'strong'; children: Token[] }
  | { type: 'smallcaps'; children: Token[] }
  | { type: 'math'; tex: string }
  | { type: 'link'; url: string; children: Token[] };

/**
 * Where a paper's title comes from: `derived` from its abstract (src/lib/parse/names.ts), a curator's
 * `override` (data/title-overrides.json), or `published` by the conference (a virtual-site feed, OpenReview
 * notes, MiniConf's papers.csv: src/lib/parse/formats). Lists of abstracts carry no titles, so there only an
 * override may be cited as a title. Files written before the field existed are read as `derived` (loadPapers.ts).
 */
export const TITLE_SOURCES = ['derived', 'override', 'published'] as const;
export type TitleSource = (typeof TITLE_SOURCES)[number];

export type LinkKind = 'code' | 'project';

export interface PaperLink {
  url: string;
  kind: LinkKind;
}

/**
 * A page the conference publishes about the paper (never found in the abstract): its OpenReview forum,
 * its PDF, its page on the virtual site. Apart from `links` (the abstract's own), whose kinds the views
 * already word one by one.
 */
export type VenueLinkKind = 'openreview' | 'pdf' | 'virtual-site';
export const VENUE_LINK_KINDS: readonly VenueLinkKind[] = ['openreview', 'pdf', 'virtual-site'];

export interface VenueLink {
  url: string;
  kind: VenueLinkKind;
}

/**
 * One author of a published paper, in the paper's order.
 * `key` tells apart people who share a name, when the input says so: an OpenReview profile id
 * ("~Ling_Yang1"), or "feed:" and the virtual site's author id ("feed:81234"). Without a key, the name
 * stands for everyone who has it.
 */
export interface Author {
  name: string;
  institution?: string;
  key?: string;
}

/**
 * One time a paper is presented. `type` is the input's, lowercased ("poster", "oral", "spotlight", …);
 * `start` and `end` are ISO 8601 with the conference's UTC offset ("2026-07-14T11:00:00-07:00"), so the
 * local time and its zone both survive. Every field is absent when the input does not give it (MiniConf
 * gives sessions only; OpenReview, the type only).
 */
export interface Presentation {
  type?: string;
  session?: string;
  start?: string;
  end?: string;
  room?: string;
  /** The poster board, without the "#": "2504". */
  posterPosition?: string;
}

export interface Topic {
  id: string;
  label: string;
  /** The label in Chinese (data/topics.json's "labelZh"); absent from files built before it existed. */
  labelZh?: string;
  /**
   * The topic's earlier ids, from before a split or rename (data/topics.json's "aliases"): an address
   * naming one reads as this topic. Absent when none; added without a version bump, as a file without it
   * simply has no renamed topics.
   */
  aliases?: string[];
}

export interface Paper {
  /** Stable URL-safe slug, [a-z0-9-]{1,48}, derived from the paper's own text only. */
  id: string;
  /** Derived title (≤ 120 characters, never cut mid-word), or the curator's override. */
  title: string;
  /** Whether `title` was derived from the abstract or set by a curator. */
  titleSource: TitleSource;
  /** The method or system the abstract introduces ("ToolOrchestra"), when it names one. */
  name: string | null;
  /** The author's text, whitespace normalised and copy-paste damage repaired, markup kept. */
  abstract: string;
  /** `abstract` as render tokens. */
  tokens: Token[];
  /** Plain text for search: markup stripped, math reduced to readable words. */
  text: string;
  /** First sentence of `text`, for list rows and meta descriptions. */
  summary: string;
  links: PaperLink[];
  /** 1–3 topic ids from the taxonomy, most relevant first. */
  topics: string[];
  /** Benchmarks and datasets the abstract names, as written (canonical spelling). */
  benchmarks: string[];
  /** 1-based line of the paragraph in the input list. */
  line: number;
  /** The most similar papers of the collection (TF-IDF cosine, at build time), most similar first. */
  related?: RelatedPaper[];
  // What a conference's own data adds (src/lib/parse/formats); absent for a bare list of abstracts, so
  // its files stay as they were (no version bump: a reader that ignores them loses nothing it had).
  /** The authors, in order; present (perhaps empty) for published data. */
  authors?: Author[];
  /** The paper's OpenReview forum id ("F2zHYjBAEv"), when known. */
  openreviewId?: string;
  /** OpenReview forum, PDF and virtual-site page, when known. */
  venueLinks?: VenueLink[];
  /** Each poster or talk, in time order; an oral has its poster and its talk. */
  presentations?: Presentation[];
  /** The authors' keywords, as given. */
  keywords?: string[];
  /** The area the paper was submitted to ("Deep Learning->Large Language Models"), as given. */
  primaryArea?: string;
}

/** Another paper like this one, and the words they share (as written, not stems). */
export interface RelatedPaper {
  id: string;
  shared: string[];
}

export interface Collection {
  title: string;
  venue: string | null;
  year: number | null;
}

export interface PapersFile {
  version: typeof PAPERS_VERSION;
  collection: Collection;
  topics: Topic[];
  papers: Paper[];
}

/**
 * list.json: what the search page needs first, small enough to arrive quickly at 20,000 papers (no
 * abstract text). Same order as papers.json.
 */
export interface ListPaper {
  id: string;
  title: string;
  titleSource: TitleSource;
  name: string | null;
  summary: string;
  topics: string[];
  benchmarks: string[];
  /** Whether the paper links to source code. */
  code: boolean;
  // Present only for published data (see Paper), for the result rows, author search and filters.
  /** The authors in order: each a name, or name and key where people the data tells apart share the name (src/lib/authors.ts). */
  authors?: ListAuthor[];
  /** The authors' institutions, each once, in the authors' order (the institution filter's options). */
  institutions?: string[];
  openreviewId?: string;
  /** Each presentation's type, session and start (the filters' facets), and its poster board (the poster sort). */
  presentations?: Pick<Presentation, 'type' | 'session' | 'start' | 'posterPosition'>[];
}

/**
 * An author as list.json names them: the name alone, or, for a name that several people of the collection
 * share when the input tells them apart (OpenReview ~Min_Zhang1 and ~Min_Zhang7), the name and that
 * person's key, so that an address can name one of them (src/lib/authors.ts).
 */
export type ListAuthor = string | { name: string; key: string };

export interface ListFile {
  version: typeof PAPERS_VERSION;
  collection: Collection;
  topics: Topic[];
  papers: ListPaper[];
  /** The abbreviations a search expands (data/abbreviations.json, checked by the data build); optional. */
  abbreviations?: Abbreviation[];
  /** Words never shown as a topic's characteristic terms (data/filler-words.json); optional. */
  fillerWords?: string[];
}

/** text.json: each paper's plain text (Paper.text), in list.json's order; loaded after the list. */
export interface TextFile {
  version: typeof PAPERS_VERSION;
  ids: string[];
  texts: string[];
  /** By paper id, for papers with formulas: where each formula's words stand in its text, and its TeX. */
  math?: Record<string, MathRange[]>;
}

/** A formula's place in a plain text: [start, end) of its words, and its TeX, for showing it as written. */
export type MathRange = [start: number, end: number, tex: string];

/**
 * map.json: each paper's place on the paper map, in list.json's order. The data build projects the
 * papers' TF-IDF vectors onto two principal components (scripts/build/project.ts); the app only draws.
 * x and y are in [0, 1], rounded to 4 decimals, on one scale (distances compare across and down);
 * y grows downward, as on screen.
 */
export interface MapFile {
  version: typeof PAPERS_VERSION;
  ids: string[];
  x: number[];
  y: number[];
}

/**
 * data/paper/ID.json: everything one paper's page shows, so that opening a paper fetches one small
 * file rather than the whole collection.
 */
export interface PaperFile {
  version: typeof PAPERS_VERSION;
  collection: Collection;
  topics: Topic[];
  paper: Paper;
  /** The paper's related papers with their titles, most similar first. */
  related: { id: string; title: string; titleSource: TitleSource; shared: string[] }[];
  /** Its BibTeX key, unique in the collection (citationKeys). */
  citeKey: string;
  /**
   * The names of its authors that other people of the collection have too (src/lib/authors.ts homonyms):
   * a link to such an author's papers names the person by key. Absent when none.
   */
  homonyms?: string[];
}

/**
 * paper-parts.json: what each paper's file (data/paper/ID.json) has beyond list.json and text.json, in
 * list.json's order, so that the service worker makes any paper's file from the three on demand
 * (src/lib/paperParts.ts) rather than keeping thousands of files, and keeps nothing twice.
 */
export interface PaperPartsFile {
  version: typeof PAPERS_VERSION;
  /**
   * Each paper's citation key (citationKeys), in list.json's order: made again from list.json they would
   * cost a second on a phone at the first paper opened offline, for a few bytes a paper.
   */
  citeKeys: string[];
  papers: PaperParts[];
}

/**
 * One paper's parts: its Paper fields that neither list.json nor text.json carries, in the paper's own
 * order; `abstract` and `tokens` only where they cannot be made again, `related` by list index.
 */
export type PaperParts = Omit<Paper, ListedField | 'text' | 'abstract' | 'tokens' | 'related'> & {
  /** Absent when the abstract is its text as it is (no markup to strip: most abstracts). */
  abstract?: string;
  /** Absent when they are tokenize(abstract), as the data build makes them. */
  tokens?: Token[];
  /** Each related paper as its index in list.json (its id where the list has none) and the shared words. */
  related?: [paper: number | string, shared: string[]][];
  /** The paper's keys, where its file has them in another order than the data build writes them. */
  order?: string[];
};

/** The Paper fields list.json carries as they are. */
export type ListedField = 'id' | 'title' | 'titleSource' | 'name' | 'summary' | 'topics' | 'benchmarks' | 'openreviewId';
