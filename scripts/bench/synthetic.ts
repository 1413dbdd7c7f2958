// Synthetic abstract lists for load tests and benchmarks. They are NOT real papers: the words are a
// small machine-learning vocabulary plus made-up terms, drawn with a Zipf-like skew so that common
// words match many abstracts (as in a real list) and rare ones match few.

const WORDS = (
  'model models learning training data language large neural network networks attention transformer ' +
  'diffusion generation reasoning agent agents policy reward reinforcement optimization gradient loss ' +
  'representation representations latent space inference sampling efficient efficiency scalable robust ' +
  'benchmark benchmarks dataset datasets performance accuracy state-of-the-art baseline baselines method ' +
  'framework approach algorithm theoretical bound bounds regret convergence convex stochastic kernel ' +
  'graph graphs vision image images video text token tokens sequence sequences memory retrieval search ' +
  'alignment preference feedback human quantization pruning sparse compression distillation adapter ' +
  'fine-tuning pretraining pretrained continual transfer domain adaptation generalization uncertainty ' +
  'calibration causal interpretability mechanistic features circuits probing embedding embeddings ' +
  'contrastive self-supervised supervised classification regression segmentation detection robotics ' +
  'manipulation control planning world simulation physics molecular protein chemistry time series ' +
  'forecasting federated privacy differential fairness safety adversarial attack defense watermark ' +
  'hallucination multimodal speech audio code program synthesis mathematical theorem proof scaling laws ' +
  'compute parameters layers heads experts mixture routing decoding speculative cache throughput latency'
).split(' ');

const NOUNS = ['framework', 'method', 'algorithm', 'model', 'benchmark', 'architecture', 'system', 'estimator'];
const ADJECTIVES = ['simple', 'scalable', 'principled', 'training-free', 'unified', 'lightweight', 'provably efficient', 'modular'];
const BENCHES = ['ImageNet', 'CIFAR-10', 'MMLU', 'GSM8K', 'HumanEval', 'COCO', 'LSUN', 'FRAMES', 'HLE', 'SWE-bench'];
const SYLLABLES = ['ka', 'ro', 'ven', 'tri', 'lux', 'mor', 'sel', 'dra', 'qui', 'pha', 'ne', 'zo', 'tal', 'bri', 'co', 'ster'];

/** A small deterministic PRNG (mulberry32): the same seed gives the same list on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * generateList(3, 7) => "SYNTHETIC 2026 generated list\n\nWe introduce Kavenlux, a …\n\n…"
 * `count` abstracts of 120–220 words, each introducing a unique made-up name.
 */
export function generateList(count: number, seed = 2026): string {
  const rand = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  // Zipf-like: index ~ vocabulary * u^3 favours the first words.
  const vocabulary = [...WORDS, ...Array.from({ length: 6000 }, (_, i) => pseudoWord(i))];
  const word = () => vocabulary[Math.floor(vocabulary.length * rand() ** 3)] as string;
  const phrase = (n: number) => Array.from({ length: n }, word).join(' ');

  const paragraphs = ['SYNTHETIC 2026 generated list'];
  for (let i = 0; i < count; i++) {
    const name = `${capitalize(pseudoWord(i * 7919 + 17))}${capitalize(pick(SYLLABLES))}${i}`;
    const sentences = [
      `${capitalize(phrase(6))} remains ${pick(['challenging', 'costly', 'poorly understood'])} for ${phrase(5)}.`,
      `We introduce ${name}, a ${pick(ADJECTIVES)} ${pick(NOUNS)} for ${phrase(7)}.`,
      `${name} ${pick(['combines', 'learns', 'aligns', 'compresses'])} ${phrase(8)} with ${phrase(4)}.`,
    ];
    const extra = 4 + Math.floor(rand() * 6);
    for (let s = 0; s < extra; s++) sentences.push(`${capitalize(phrase(10 + Math.floor(rand() * 12)))}.`);
    if (rand() < 0.3) sentences.push(`It achieves a rate of $O(n^{${1 + Math.floor(rand() * 3)}/2}\\log T)$ on ${phrase(3)}.`);
    sentences.push(`Experiments on ${pick(BENCHES)} and ${pick(BENCHES)} show gains of ${(rand() * 20).toFixed(1)}% over ${phrase(3)}.`);
    if (rand() < 0.5) sentences.push(`Code is available at https://github.com/synthetic/${name.toLowerCase()}.`);
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n') + '\n';
}

// pseudoWord(0) => "ka", pseudoWord(17) => "roro": a stable made-up term for each index.
function pseudoWord(index: number): string {
  let n = index;
  let out = '';
  do {
    out += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  } while (n > 0);
  return out.length < 4 ? out + 'ne' : out;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * A list recombined from real abstracts' sentences, like a conference's list at its size: real words,
 * names and phrases at real frequencies, but `count` abstracts where the sources have a few hundred.
 * The real abstracts come first, whole (so that a search for one of them has a known answer), then
 * abstracts of 5–9 sentences each drawn from random sources, the first from some abstract's opening.
 *   recombinedList(["A b. C d.", "E f. G h."], 4) => "RECOMBINED …\n\nA b. C d.\n\nE f. G h.\n\nE f. C d. …\n\n…"
 */
export function recombinedList(abstracts: readonly string[], count: number, seed = 2026): string {
  const rand = random(seed);
  const split = abstracts.map(sentences).filter((s) => s.length > 0);
  const openings = split.map((s) => s[0] as string);
  const rest = split.flatMap((s) => s.slice(1));
  const pick = (items: readonly string[]) => items[Math.floor(rand() * items.length)] as string;
  const paragraphs = ['RECOMBINED 2026 list of real abstracts’ sentences (not real papers past the first ' + split.length + ')'];
  for (const s of split.slice(0, count)) paragraphs.push(s.join(' '));
  while (paragraphs.length - 1 < count) {
    const n = 4 + Math.floor(rand() * 5);
    paragraphs.push([pick(openings), ...Array.from({ length: n }, () => pick(rest))].join(' '));
  }
  return paragraphs.join('\n\n') + '\n';
}

/** The sentences of an abstract: split after . ! ? before a capital, never inside $…$ math. */
function sentences(abstract: string): string[] {
  const out: string[] = [];
  let start = 0;
  let math = false;
  for (let i = 0; i < abstract.length; i++) {
    const c = abstract.charAt(i);
    if (c === '$') math = !math;
    if (!math && /[.!?]/.test(c) && /^\s+[A-Z]/.test(abstract.slice(i + 1, i + 3))) {
      out.push(abstract.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const last = abstract.slice(start).trim();
  if (last !== '') out.push(last);
  return out;
}

const FIRST = ['Ling', 'Min', 'Wei', 'Anna', 'Jonas', 'Priya', 'Carlos', 'Yuki', 'Fatima', 'Omar', 'Elena', 'Tuo', 'Sara', 'David', 'Mei', 'Ravi'];
const LAST = ['Yang', 'Zhang', 'Müller', 'Singh', 'Garcia', 'Tanaka', 'Khan', 'Rossi', 'Chen', 'Kim', 'Nguyen', 'Smith', 'Ivanova', 'Wang'];
const PLACES = ['Texas A&amp;M University', 'ETH Zürich', 'Tsinghua University', 'MIT', 'University of Toronto', 'Inria', 'KAIST', 'University of Tokyo'];

/**
 * A virtual-site feed ({count, next, previous, results}) of `count` synthetic papers, shaped like
 * ICML's {conf}-{year}-orals-posters.json: the abstracts of generateList, made-up titles, 2–12 authors
 * drawn from a pool (so names repeat, as in a real conference), institutions (some HTML-escaped),
 * four poster sessions over four days, and one paper in twenty an oral (a second row).
 *   JSON.parse(generateFeed(2, 7)).results[0] => { id: 100000, name: "Kavenlux0: …", eventtype: "Poster", … }
 */
export function generateFeed(count: number, seed = 2026): string {
  const rand = random(seed + 1);
  const abstracts = generateList(count, seed).trim().split('\n\n').slice(1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const results: Record<string, unknown>[] = [];
  let eventId = 100000;
  abstracts.forEach((abstract, i) => {
    const name = /We introduce (\S+),/.exec(abstract)?.[1] ?? `Paper${i}`;
    const title = `${name}: ${capitalize(pick(ADJECTIVES))} ${pick(WORDS)} ${pick(WORDS)} for ${pick(WORDS)} ${pick(NOUNS)}s`;
    const authors = Array.from({ length: 2 + Math.floor(rand() * 11) }, () => {
      const person = Math.floor(rand() ** 2 * FIRST.length * LAST.length);
      return { id: 50000 + person, fullname: `${FIRST[person % FIRST.length]} ${LAST[Math.floor(person / FIRST.length)]}`, institution: pick(PLACES) };
    });
    const day = i % 4;
    const row = (type: 'Poster' | 'Oral', id: number) => ({
      id, uid: `synthetic${i}`, name: title, authors, abstract, topic: 'Synthetic->Generated', keywords: [pick(WORDS), pick(WORDS)],
      decision: type === 'Oral' ? 'Accept (oral)' : 'Accept (poster)', session: type === 'Oral' ? `Oral ${day + 1}${'ABCD'[i % 4]}` : `Poster Session ${day + 1}`,
      eventtype: type, room_name: type === 'Oral' ? 'West Ballroom A' : 'East Exhibition Hall A-B',
      starttime: `2026-07-${14 + day}T${type === 'Oral' ? '10' : '11'}:00:00-07:00`, endtime: `2026-07-${14 + day}T${type === 'Oral' ? '10:15' : '13:30'}:00-07:00`,
      poster_position: type === 'Poster' ? `#${1000 + (i % 3000)}` : null, paper_url: `https://openreview.net/forum?id=syn${i.toString(36).padStart(7, '0')}`,
      virtualsite_url: `https://icml.cc/virtual/2026/${type.toLowerCase()}/${id}`, sourceurl: `https://icml.cc/virtual/2026/${type.toLowerCase()}/${id}`, visible: true,
    });
    results.push(row('Poster', eventId++));
    if (i % 20 === 0) results.push(row('Oral', eventId++));
  });
  return JSON.stringify({ _note: 'synthetic: not real papers', count: results.length, next: null, previous: null, results });
}
