// The judged query set of npm run eval:search (issue 26): what readers type, and what they mean.
//
// A result is relevant when each word of `means` (else of the query) stands in the paper's title or
// abstract in some form: the same stem, the last word completed as a prefix while it is being typed, or
// an abbreviation's long form (and a long form's abbreviation); a quoted phrase must appear as written.
// searchEval.ts judges that from the text alone, not through the index: the count of papers that
// contain the words is the bar the shown count is held to.
//
// `expect`: a phrase found in one real abstract only (the first papers of the recombined list are the
// real ones, whole); where that paper ranks is reported. `kind` groups the report.

export type QueryKind = 'word' | 'phrase' | 'abbreviation' | 'typo' | 'absent' | 'typing';

export interface JudgedQuery {
  q: string;
  kind: QueryKind;
  /** What a typo stands for: relevance is judged on these words. */
  means?: string;
  /** A phrase of the abstract of a paper that should come first or near it. */
  expect?: string;
}

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Single words.
  { q: 'transport', kind: 'word' },
  { q: 'hallucination', kind: 'word' },
  { q: 'diffusion', kind: 'word' },
  { q: 'quantization', kind: 'word' },
  { q: 'memory', kind: 'word' },
  { q: 'watermark', kind: 'word' },
  { q: 'robot', kind: 'word' },
  { q: 'calibration', kind: 'word' },
  { q: 'pruning', kind: 'word' },
  { q: 'ToolOrchestra', kind: 'word', expect: 'ToolOrchestra' },
  { q: 'causal', kind: 'word' },
  // Two-word phrases, as typed and quoted.
  { q: 'optimal transport', kind: 'phrase' },
  { q: '"optimal transport"', kind: 'phrase' },
  { q: 'mixture of experts', kind: 'phrase' },
  { q: 'continual learning', kind: 'phrase' },
  { q: 'diffusion policy', kind: 'phrase' },
  { q: 'flow matching', kind: 'phrase' },
  { q: 'reinforcement learning', kind: 'phrase' },
  { q: 'language models', kind: 'phrase' },
  { q: 'knowledge graph', kind: 'phrase' },
  { q: 'test-time scaling', kind: 'phrase' },
  { q: 'reward model', kind: 'phrase' },
  { q: 'graph-based RAG causal', kind: 'phrase', expect: 'graph-based RAG through causal gating' },
  // Abbreviations.
  { q: 'RL', kind: 'abbreviation' },
  { q: 'LLM', kind: 'abbreviation' },
  { q: 'RAG', kind: 'abbreviation' },
  { q: 'MoE', kind: 'abbreviation' },
  { q: 'RLHF', kind: 'abbreviation' },
  { q: 'LoRA', kind: 'abbreviation' },
  // Typos.
  { q: 'halucination', kind: 'typo', means: 'hallucination' },
  { q: 'reinforcment learning', kind: 'typo', means: 'reinforcement learning' },
  { q: 'quantisation', kind: 'typo', means: 'quantization' },
  { q: 'difusion models', kind: 'typo', means: 'diffusion models' },
  { q: 'optimal transprot', kind: 'typo', means: 'optimal transport' },
  { q: 'retreival', kind: 'typo', means: 'retrieval' },
  // Words no paper has.
  { q: 'zebrafish', kind: 'absent' },
  { q: 'blockchain consensus', kind: 'absent' },
  { q: 'memory zebrafish', kind: 'absent' },
  // Words being typed.
  { q: 'hallucin', kind: 'typing' },
  { q: 'diffusion pol', kind: 'typing' },
  { q: 'quantiza', kind: 'typing' },
];
