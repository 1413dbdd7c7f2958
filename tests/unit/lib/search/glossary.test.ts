import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryOf, keysOf, loadGlossaryTerms } from '../../../../src/lib/search/glossary';
import { hasHan } from '../../../../src/lib/search/normalize';

const load = (terms: unknown) => () => loadGlossaryTerms({ terms }, 'glossary-zh.json');

describe('loadGlossaryTerms', () => {
  it('keeps a term with its variants and traditional forms', () => {
    const terms = [{ zh: '强化学习', en: 'reinforcement learning', variants: ['增强学习'], traditional: ['強化學習'] }];
    expect(load(terms)()).toEqual(terms);
  });

  it('names the file and the entry of each mistake', () => {
    expect(load([{ zh: '量化', en: '' }])).toThrow('glossary-zh.json: term 1 ("量化"): "en" must be a non-empty English form');
    expect(load([{ zh: '量化', en: '  ' }])).toThrow('term 1 ("量化"): "en" must be a non-empty English form');
    expect(load([{ zh: '', en: 'quantization' }])).toThrow('glossary-zh.json: term 1 has no "zh" term');
    expect(load([{ zh: 'quantization', en: 'quantization' }])).toThrow('term 1 ("quantization"): "quantization" has no Chinese characters');
    expect(load([{ zh: '量化', en: 'quantization', variants: [''] }])).toThrow('term 1 ("量化") has an empty Chinese form');
    expect(load([{ zh: '量化', en: 'quantization', traditional: '量化' }])).toThrow('term 1 ("量化"): "traditional" must be a list of strings');
    expect(load([{ zh: '量化', en: 'quantization', simplified: [] }])).toThrow('term 1 has an unknown key "simplified"');
    expect(load(['量化'])).toThrow('glossary-zh.json: term 1 is not an object');
    expect(() => loadGlossaryTerms({ terms: [], notes: '' }, 'glossary-zh.json')).toThrow('glossary-zh.json: unknown key "notes"');
    expect(() => loadGlossaryTerms([], 'glossary-zh.json')).toThrow('glossary-zh.json: expected an object with a "terms" list');
  });

  it('refuses a Chinese form used twice, within an entry or across entries and fields', () => {
    expect(load([{ zh: '量化', en: 'quantization' }, { zh: '量化', en: 'quantisation' }])).toThrow('term 2 ("量化"): "量化" is already term 1');
    expect(load([{ zh: '扩散模型', en: 'diffusion model', traditional: ['擴散模型'] }, { zh: '扩散', en: 'diffusion', variants: ['擴散模型'] }])).toThrow(
      'term 2 ("扩散"): "擴散模型" is already term 1',
    );
    expect(load([{ zh: '图像', en: 'image', variants: ['图像'] }])).toThrow('term 1 ("图像"): "图像" is already term 1');
  });
});

describe('data/glossary-zh.json', () => {
  const terms = loadGlossaryTerms(JSON.parse(readFileSync('data/glossary-zh.json', 'utf8')), 'data/glossary-zh.json');

  it('has at least 300 terms, with traditional forms where they differ', () => {
    expect(terms.length).toBeGreaterThanOrEqual(300);
    const glossary = glossaryOf(terms);
    expect(glossary.byKey.get('強化學習')?.en).toBe('reinforcement learning');
    expect(glossary.byKey.get('擴散模型')?.en).toBe('diffusion model');
    expect(glossary.byKey.get('大模型')?.en).toBe('large language model');
    expect(glossary.byKey.get('大型语言模型')?.en).toBe('large language model');
  });

  it('maps the terms the issue names to the English forms abstracts use', () => {
    const en = (zh: string) => terms.find((t) => t.zh === zh)?.en;
    expect(en('量化')).toBe('quantization');
    expect(en('注意力')).toBe('attention');
    expect(en('智能体')).toBe('agent');
    expect(en('蒸馏')).toBe('distillation');
  });

  it('has no traditional form equal to its simplified one', () => {
    expect(terms.filter((t) => keysOf(t).length !== new Set(keysOf(t)).size)).toEqual([]);
  });
});

describe('hasHan', () => {
  it('tells a query with Chinese characters from one without', () => {
    expect(hasHan('LLM 量化')).toBe(true);
    expect(hasHan('強化學習')).toBe(true);
    expect(hasHan('LLM quantization，')).toBe(false);
  });
});
