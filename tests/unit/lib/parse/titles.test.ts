// What a derived title is made from, pinned with small abstracts invented for these tests (issue 14): each
// kind of title a reader rejects (a bare name, the background sentence, a fragment, an empty opening, a
// cut mid-phrase) has a case here that fails without the rule that prevents it.
import { describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH, deriveTitle } from '../../../../src/lib/parse/titles';

const GRASP = 'Robotic grasping in clutter remains hard. We introduce GraspNetX';
const SPARSE = 'Sparse attention reduces the cost of long contexts. However, most sparse patterns are fixed in advance.';
const MOLECULES = 'Graph learning on molecules is data hungry.';

describe('deriveTitle with a name', () => {
  it('describes the name by its appositive', () => {
    expect(deriveTitle('Long-context models are slow. We introduce SpanCache, a key-value cache that evicts spans rather than tokens. It halves memory.', 'SpanCache'))
      .toEqual({ title: 'SpanCache: A key-value cache that evicts spans rather than tokens', basis: 'appositive' });
  });

  it('finds the appositive after the size of a released model', () => {
    expect(deriveTitle('Video captioners describe scenes poorly. We release SceneTalk-13B, a captioner trained on dense narrations. It wins.', 'SceneTalk'))
      .toEqual({ title: 'SceneTalk: A captioner trained on dense narrations', basis: 'appositive' });
  });

  it('describes the name by its expansion in brackets, with the relative clause that belongs to it', () => {
    const text = 'Pretraining corpora grow every month. We present GRIP (gradient routing for incremental pretraining), which updates only the experts that new data touches.';
    expect(deriveTitle(text, 'GRIP')).toEqual({ title: 'GRIP: Gradient routing for incremental pretraining', basis: 'expansion' });
    expect(deriveTitle('Corpora grow. We present GRIP (a routing model for incremental pretraining) that updates only the experts new data touches.', 'GRIP'))
      .toEqual({ title: 'GRIP: A routing model for incremental pretraining that updates only the experts new data touches', basis: 'expansion' });
  });

  it('describes the name by the object of the contribution sentence', () => {
    const text = 'Long contexts are slow to serve. We develop an eviction policy that drops whole spans of the key-value cache. Our SpanCache approach halves memory.';
    expect(deriveTitle(text, 'SpanCache')).toEqual({ title: 'SpanCache: An eviction policy that drops whole spans of the key-value cache', basis: 'contribution' });
  });

  it('takes the name out of an object that describes it: "an effective RL framework BrevR with …"', () => {
    const text = 'Reasoning models overthink. We develop an effective RL framework BrevR with an adaptive length penalty. It shortens answers by half.';
    expect(deriveTitle(text, 'BrevR')).toEqual({ title: 'BrevR: An RL framework with an adaptive length penalty', basis: 'contribution' });
  });

  it('says what the name does when a relative clause is all that describes it', () => {
    expect(deriveTitle(`${GRASP}, which predicts stable grasps from a single depth image. Experiments on three arms confirm it.`, 'GraspNetX'))
      .toEqual({ title: 'GraspNetX: Predicting stable grasps from a single depth image', basis: 'name-clause' });
  });

  it('follows the name with a finding when nothing describes the name itself', () => {
    expect(deriveTitle(`${GRASP}. We find that grasp success depends mostly on depth noise rather than on clutter.`, 'GraspNetX'))
      .toEqual({ title: 'GraspNetX: Grasp success depends mostly on depth noise rather than on clutter', basis: 'finding' });
  });

  it('leaves the name alone, as a guess, only when nothing else describes it', () => {
    expect(deriveTitle(`${GRASP}. Experiments on three arms confirm its reliability.`, 'GraspNetX')).toEqual({ title: 'GraspNetX', basis: 'name-only' });
    // A finding about the name itself would repeat it: "GraspNetX: GraspNetX grasps …".
    expect(deriveTitle(`${GRASP}. We find that GraspNetX grasps transparent objects as reliably as opaque ones.`, 'GraspNetX'))
      .toEqual({ title: 'GraspNetX', basis: 'name-only' });
  });

  it('makes an appositive read as a title: praise and empty heads go', () => {
    expect(deriveTitle('Web agents misread pages. We introduce GuardNav, a novel framework for verifying each browser action against the page state.', 'GuardNav'))
      .toEqual({ title: 'GuardNav: Verifying each browser action against the page state', basis: 'appositive' });
    expect(deriveTitle('Web agents misread pages. We introduce GuardNav, a method that improves the reliability of browser agents on deceptive pages.', 'GuardNav'))
      .toEqual({ title: 'GuardNav: Improving the reliability of browser agents on deceptive pages', basis: 'appositive' });
  });

  it('keeps the title to 120 characters, and a name too long for a phrase is a guess', () => {
    const name = 'Hierarchical Episodic Memory Consolidation for Long Horizon Embodied Instruction Following Agents Operating in Open Worlds (HEMCLIFO)';
    const { title, basis } = deriveTitle(`Agents forget. We propose ${name}, a memory that consolidates episodes into skills. It helps.`, name);
    expect(title).toBe('Hierarchical Episodic Memory Consolidation for Long Horizon Embodied Instruction Following Agents Operating');
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(basis).toBe('name-only');
  });
});

describe('deriveTitle without a name', () => {
  it('takes the contribution, not the background sentence', () => {
    expect(deriveTitle(`${SPARSE} We propose a learned routing scheme that selects key blocks per query. It halves latency.`, null))
      .toEqual({ title: 'A learned routing scheme that selects key blocks per query', basis: 'contribution' });
  });

  it('reads the other contribution phrasings', () => {
    expect(deriveTitle(`${MOLECULES} We address this gap by proposing a contrastive pretraining objective for molecular graphs.`, null))
      .toEqual({ title: 'A contrastive pretraining objective for molecular graphs', basis: 'contribution' });
    expect(deriveTitle(`${MOLECULES} We start from a frozen encoder and introduce a contrastive pretraining objective for reaction graphs.`, null))
      .toEqual({ title: 'A contrastive pretraining objective for reaction graphs', basis: 'contribution' });
    expect(deriveTitle(`${MOLECULES} This work casts the choice of molecular descriptors as a bandit problem over fingerprints.`, null))
      .toEqual({ title: 'The choice of molecular descriptors as a bandit problem over fingerprints', basis: 'contribution' });
    expect(deriveTitle('Tabular models are rarely calibrated. We study the calibration of gradient-boosted trees under covariate shift.', null))
      .toEqual({ title: 'The calibration of gradient-boosted trees under covariate shift', basis: 'contribution' });
  });

  it('ends the object where the sentence goes on to its next verb', () => {
    expect(deriveTitle('Tabular models are rarely calibrated. We propose a calibration loss for boosted trees and derive its dual form.', null))
      .toEqual({ title: 'A calibration loss for boosted trees', basis: 'contribution' });
  });

  it('prefers the contribution to a finding stated before it', () => {
    const text = `${SPARSE} We show that attention heads reuse a small set of block patterns across layers. Building on this, we propose a learned routing scheme that selects key blocks per query.`;
    expect(deriveTitle(text, null)).toEqual({ title: 'A learned routing scheme that selects key blocks per query', basis: 'contribution' });
  });

  it('takes a finding when nothing is proposed', () => {
    expect(deriveTitle(`${SPARSE} We show that attention heads in trained models reuse a small set of block patterns across layers.`, null))
      .toEqual({ title: 'Attention heads in trained models reuse a small set of block patterns across layers', basis: 'finding' });
  });

  it('does not take a claim of beating baselines for a finding', () => {
    expect(deriveTitle(`${SPARSE} We show that learned routing outperforms strong baselines on long-document benchmarks across four domains.`, null))
      .toEqual({ title: 'Sparse attention reduces the cost of long contexts', basis: 'first-sentence' });
  });

  it('falls back to the first sentence, as a guess, with neither a contribution nor a finding', () => {
    expect(deriveTitle('Sparse attention reduces the cost of long contexts, and many variants exist. Results on four benchmarks are reported.', null))
      .toEqual({ title: 'Sparse attention reduces the cost of long contexts', basis: 'first-sentence' });
  });

  it('keeps a long object to 120 characters, cut where a phrase ends', () => {
    const text = 'Vision-language models are costly to train. We propose a training recipe for small vision-language models that aligns image patches with caption spans using contrastive objectives designed for noisy web data collected at scale.';
    expect(deriveTitle(text, null)).toEqual({ title: 'A training recipe for small vision-language models', basis: 'contribution' });
  });
});

describe('deriveTitle never titles a paper with a fragment', () => {
  it('skips a contribution whose object points back to an earlier sentence', () => {
    const text = `${MOLECULES} This work formulates it as a bandit problem over fingerprints. We find that descriptor choice matters less than the size of the pretraining corpus.`;
    expect(deriveTitle(text, null)).toEqual({ title: 'Descriptor choice matters less than the size of the pretraining corpus', basis: 'finding' });
  });

  it('skips a finding that points back to an earlier sentence', () => {
    const text = 'Modular retrieval pipelines isolate each stage from the others. We show that this isolation limits recall on multi-hop questions. We find that joint training of retriever and reader recovers most of the lost recall.';
    expect(deriveTitle(text, null)).toEqual({ title: 'Joint training of retriever and reader recovers most of the lost recall', basis: 'finding' });
  });

  it('cuts a tail that points back before it', () => {
    const text = 'Federated clients differ in bandwidth and storage. We study compression schemes for gradient updates that respect these limits.';
    expect(deriveTitle(text, null)).toEqual({ title: 'Compression schemes for gradient updates', basis: 'contribution' });
  });
});

describe('deriveTitle opens a title with what the paper is about', () => {
  it.each([
    ['a simple yet effective reweighting scheme for noisy labels in instruction tuning', 'A reweighting scheme for noisy labels in instruction tuning'],
    ['a novel framework for detecting mislabelled examples during instruction tuning', 'Detecting mislabelled examples during instruction tuning'],
    ['a method that improves robustness of instruction tuning to noisy annotations', 'Improving robustness of instruction tuning to noisy annotations'],
    ['a framework enabling robust instruction tuning under noisy annotations', 'Enabling robust instruction tuning under noisy annotations'],
    ['a new RL framework built on trust regions for reasoning models', 'An RL framework built on trust regions for reasoning models'],
    ['the first benchmark of long-horizon agentic tasks with verifiable rewards', 'A benchmark of long-horizon agentic tasks with verifiable rewards'],
    ['a novel unified model of reward shaping and curriculum design', 'A unified model of reward shaping and curriculum design'],
  ])('"we propose %s"', (object, title) => {
    expect(deriveTitle(`Label noise harms fine-tuning. We propose ${object}. It is cheap.`, null)).toEqual({ title, basis: 'contribution' });
  });
});

// Phrasings found in a held-out sample of arXiv abstracts (not in the development set), each with an
// invented abstract: the contribution is said in many more ways than "we propose".
describe('deriveTitle reads the other ways an abstract states its contribution', () => {
  it.each([
    ['the past tense', 'Crop maps are costly. We proposed a phenology-aware transformer for field boundary mapping.', 'A phenology-aware transformer for field boundary mapping'],
    ['"this systematic review …"', 'Voice data is sensitive. This systematic review evaluates the use of speech biomarkers for fatigue detection.', 'The use of speech biomarkers for fatigue detection'],
    ['"the present work …"', 'Grids need forecasts. The present work develops a probabilistic load forecaster for district heating.', 'A probabilistic load forecaster for district heating'],
    ['"by exploring …"', 'Brains are graphs. Our work takes a step further by exploring contrastive objectives for connectome embeddings.', 'Contrastive objectives for connectome embeddings'],
    ['"focuses on"', 'Storage is scarce. This paper focuses on compact storage of fine-tuned adapter weights.', 'Compact storage of fine-tuned adapter weights'],
    ['"we study the problem of X"', 'Auctions are everywhere. We study the problem of learning reserve prices from censored bids.', 'Learning reserve prices from censored bids'],
    ['the passive voice', 'Players improvise. A strategy mining pipeline was developed that clusters game logs into reusable tactics.', 'A strategy mining pipeline that clusters game logs into reusable tactics'],
    ['"our approach for X"', 'In this paper, we present our approach for the 2025 shared task on clinical coding.', 'An approach for the 2025 shared task on clinical coding'],
  ])('%s', (_, text, title) => {
    expect(deriveTitle(text, null)).toEqual({ title, basis: 'contribution' });
  });

  it('skips a verb whose object is a preposition: "this research builds on …"', () => {
    const text = 'This research builds on work in assistive robotics. We show that gaze predicts the next grasp target within a second.';
    expect(deriveTitle(text, null)).toEqual({ title: 'Gaze predicts the next grasp target within a second', basis: 'finding' });
  });

  it('describes a name by what the abstract says it is: "X is a …"', () => {
    const text = 'Open-vocabulary detection is slow. We build a detector family named FastSeer. FastSeer is a real-time detector with a dual-tower design.';
    expect(deriveTitle(text, 'FastSeer')).toEqual({ title: 'FastSeer: A real-time detector with a dual-tower design', basis: 'appositive' });
  });

  it('takes "called X" out with the name, and leaves no empty brackets or stray commas', () => {
    expect(deriveTitle('Mutations matter. We curate a benchmark called GeneBreak, which scores variant effect predictors.', 'GeneBreak').title)
      .toBe('GeneBreak: A benchmark, which scores variant effect predictors');
    expect(deriveTitle('Ranking is hard. We propose a graph ranking model for sparse citations () , which needs no labels.', null).title)
      .toBe('A graph ranking model for sparse citations, which needs no labels');
  });

  it('takes the object after a second verb: "we propose and numerically study X"', () => {
    const text = 'Control in high dimensions is hard. We propose and numerically study a mesh-free solver for optimal stopping problems.';
    expect(deriveTitle(text, null)).toEqual({ title: 'A mesh-free solver for optimal stopping problems', basis: 'contribution' });
  });

  it('drops praise joined by "and": "a novel and interpretable X"', () => {
    expect(deriveTitle('Gene panels are noisy. We present a novel and interpretable ranking model for gene panels.', null).title)
      .toBe('An interpretable ranking model for gene panels');
  });
});

