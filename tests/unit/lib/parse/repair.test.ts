import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { repairAbstract } from '../../../../src/lib/parse/repair';
import { decodeList } from '../../../../src/lib/parse/decode';
import { splitParagraphs } from '../../../../src/lib/parse/paragraphs';

const repaired = (text: string) => repairAbstract(text, 7).abstract;
const kept = (text: string) => expect(repairAbstract(text, 7)).toEqual({ abstract: text, warnings: [] });

describe('repairAbstract', () => {
  describe('run-together sentences', () => {
    it('puts the lost space back, and says where', () => {
      expect(repairAbstract('views are missing or corrupted.We propose a prototype-anchored fusion module.', 9)).toEqual({
        abstract: 'views are missing or corrupted. We propose a prototype-anchored fusion module.',
        warnings: [{ line: 9, code: 'run-together', message: 'run-together sentences repaired: "corrupted.We" → "corrupted. We"' }],
      });
    });

    it('repairs every spot of the multi-view abstract', () => {
      const text =
        'transport (UOT) barycenter.Each view is summarized into atoms; fusion outputs a measure with fixed dimension.' +
        'By relaxing marginal constraints, it yields trimming without hand-tuned thresholds.We provide a result ' +
        'independent of transport distances.Experiments on multi-view action recognition benchmarks.';
      const { abstract, warnings } = repairAbstract(text, 9);
      expect(abstract).toBe(
        'transport (UOT) barycenter. Each view is summarized into atoms; fusion outputs a measure with fixed dimension. ' +
          'By relaxing marginal constraints, it yields trimming without hand-tuned thresholds. We provide a result ' +
          'independent of transport distances. Experiments on multi-view action recognition benchmarks.',
      );
      expect(warnings.map((w) => w.message)).toEqual([
        'run-together sentences repaired: "barycenter.Each" → "barycenter. Each"',
        'run-together sentences repaired: "dimension.By" → "dimension. By"',
        'run-together sentences repaired: "thresholds.We" → "thresholds. We"',
        'run-together sentences repaired: "distances.Experiments" → "distances. Experiments"',
      ]);
    });

    it('repairs after a closing bracket and after a question mark', () => {
      expect(repaired('an optimal transport (UOT).We propose it.')).toBe('an optimal transport (UOT). We propose it.');
      expect(repaired('in a data-driven way?This paper describes one.')).toBe('in a data-driven way? This paper describes one.');
      expect(repaired('they fine-tune ResNet.We propose more')).toBe('they fine-tune ResNet. We propose more');
    });

    it.each([
      'Any help-seeking, i.e. search tool use, can serve. Tasks (e.g., GPU kernel optimization) too.',
      'as in e.g.The case above, or i.e.This one',
      'the U.S.Army has it and the U.S. Navy too',
      'achieving up to **1.91×** geometric mean speedup',
      'the latent space of FLUX.1 [Dev], revealing a structure',
      'we load model.pt and config.yaml files',
      'calls torch.nn.Module with care',
      'visit https://github.com/ExplainableML/LCS.We are and www.Example.Com is',
      'see [code](https://x.org/a.Bc is) and \\url{https://x.org/v.Bc is}',
      'mail me at someone@lab.Example is fine',
      'formula $a.Bc d$ holds',
      'Version v2.Beta is out',
      'the GPT.We show',
    ])('leaves %j alone', (text) => {
      kept(text);
    });
  });

  describe('doubled escapes in math', () => {
    it('undoubles \\\\{ and \\\\} inside math, once per abstract in the warning', () => {
      const text = 'bounds of $O(\\max\\\\{\\omega^{-2}\\rho^{-4}n^{1/2},\\omega^{-4}\\rho^{-8}\\\\}n\\sqrt{T})$ and $\\\\{x\\\\}$ hold';
      expect(repairAbstract(text, 13)).toEqual({
        abstract: 'bounds of $O(\\max\\{\\omega^{-2}\\rho^{-4}n^{1/2},\\omega^{-4}\\rho^{-8}\\}n\\sqrt{T})$ and $\\{x\\}$ hold',
        warnings: [{ line: 13, code: 'doubled-escape', message: 'doubled LaTeX escapes repaired in math: "\\\\{" → "\\{" (4 times)' }],
      });
    });

    it('leaves \\\\{ outside math, and a line break before an escaped brace, alone', () => {
      kept('a set \\\\{x\\\\} in text');
      kept('$a \\\\\\{b\\}$');
    });
  });

  describe('repeated sentences', () => {
    it('drops a sentence repeated right after itself', () => {
      expect(repairAbstract('We propose X. It works well on all tasks. It works well on all tasks. Code is online.', 4)).toEqual({
        abstract: 'We propose X. It works well on all tasks. Code is online.',
        warnings: [{ line: 4, code: 'repeated-sentence', message: 'repeated sentence removed: "It works well on all tasks."' }],
      });
    });

    it('drops an identical last sentence, and more than one copy', () => {
      expect(repaired('We propose X. Results are good. Results are good.')).toBe('We propose X. Results are good.');
      expect(repaired('A b c. Same again. Same again. Same again.')).toBe('A b c. Same again.');
    });

    it('drops a copy glued on without a space', () => {
      expect(repaired('We propose X. It works on all tasks.It works on all tasks.')).toBe('We propose X. It works on all tasks.');
    });

    it('keeps sentences that repeat but not consecutively', () => {
      kept('It works. We also tried. It works.');
    });

    it('keeps a near-repeat (the ToolOrchestra ending) and reports it', () => {
      const text =
        'These results demonstrate that composing diverse tools with a lightweight orchestration model is both more efficient and more effective than existing methods, paving the way for practical and scalable tool-augmented reasoning systems. ' +
        'These results demonstrate that orchestrating diverse tools with lightweight agents is not only more efficient, but also more effective, paving the way for practical and scalable tool-augmented reasoning systems.';
      expect(repairAbstract(text, 3)).toEqual({
        abstract: text,
        warnings: [
          {
            line: 3,
            code: 'near-repeated-sentence',
            message:
              'consecutive sentences nearly repeat each other (62% shared words, both kept): ' +
              '"These results demonstrate that composing diverse tools with…" / "These results demonstrate that orchestrating diverse tools …"',
          },
        ],
      });
    });

    it('does not report ordinary consecutive sentences', () => {
      kept('We propose a method for training small orchestrators. We show that the method improves accuracy on many tasks.');
    });
  });

  it('reports exactly the known damage of the bundled list', () => {
    const { text } = decodeList(readFileSync(fileURLToPath(new URL('../../../../data/icml-2026.txt', import.meta.url))), 'icml-2026.txt');
    const warnings = splitParagraphs(text)
      .paragraphs.slice(1)
      .flatMap((p) => repairAbstract(p.text, p.line).warnings)
      .map((w) => `${w.line}:${w.code}`);
    expect(warnings).toEqual([
      '3:near-repeated-sentence',
      ...Array<string>(5).fill('9:run-together'),
      '13:doubled-escape',
    ]);
  });

  it('is idempotent: a repaired abstract needs no more repair', () => {
    const sentence = fc.stringMatching(/^[A-Z][a-z]{1,6}( [a-z]{1,6}){1,4}[.?]$/);
    const glue = fc.constantFrom(' ', '');
    fc.assert(
      fc.property(fc.array(fc.tuple(sentence, glue), { minLength: 1, maxLength: 6 }), (parts) => {
        const text = parts.map(([s, g]) => s + g).join('').trim();
        const once = repaired(text);
        expect(repairAbstract(once, 1).abstract).toBe(once);
      }),
    );
  });
});
