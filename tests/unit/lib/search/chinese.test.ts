import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chineseReader, readChinese, splitChinese, suggestTerms } from '../../../../src/lib/search/chinese';
import { glossaryOf, loadGlossaryTerms } from '../../../../src/lib/search/glossary';
import { runSearch } from '../../../../src/lib/search/run';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import { BUNDLED_TEXTS, bundledCorpus, corpusOf, paper } from './corpusFixture';

const small = glossaryOf([
  { zh: '模型', en: 'model' },
  { zh: '语言模型', en: 'language model' },
  { zh: '大语言模型', en: 'large language model', variants: ['大模型'], traditional: ['大語言模型'] },
  { zh: '量化', en: 'quantization' },
  { zh: '扩散模型', en: 'diffusion model', traditional: ['擴散模型'] },
  { zh: '图像', en: 'image', traditional: ['圖像'] },
  { zh: '强化学习', en: 'reinforcement learning', traditional: ['強化學習'] },
]);

const BUNDLED_GLOSSARY = glossaryOf(loadGlossaryTerms(JSON.parse(readFileSync('data/glossary-zh.json', 'utf8')), 'data/glossary-zh.json'));

describe('readChinese', () => {
  it('leaves a query without Chinese as typed, with no reading', () => {
    expect(readChinese('LLM "attention sink" -quantization', small)).toEqual({ query: 'LLM "attention sink" -quantization', reading: null });
  });

  it('searches a known term as its English form, a multi-word one as a phrase', () => {
    expect(readChinese('量化', small)).toEqual({ query: 'quantization', reading: { known: [{ zh: '量化', en: 'quantization' }], unknown: [] } });
    expect(readChinese('扩散模型', small).query).toBe('"diffusion model"');
  });

  it('takes the longest term first: 大语言模型 before 语言模型 before 模型', () => {
    expect(readChinese('大语言模型', small).reading?.known).toEqual([{ zh: '大语言模型', en: 'large language model' }]);
    expect(readChinese('语言模型', small).reading?.known).toEqual([{ zh: '语言模型', en: 'language model' }]);
    expect(readChinese('模型量化', small).reading?.known).toEqual([
      { zh: '模型', en: 'model' },
      { zh: '量化', en: 'quantization' },
    ]);
  });

  it('keeps English beside Chinese, with or without a space', () => {
    expect(readChinese('LLM 量化', small).query).toBe('LLM quantization');
    expect(readChinese('LLM量化', small).query).toBe('LLM quantization');
  });

  it('works with phrases, exclusions and title: around Chinese terms', () => {
    expect(readChinese('"扩散模型" -图像', small).query).toBe('"diffusion model" -image');
    expect(readChinese('“大模型 量化”', small).query).toBe('"large language model quantization"');
    expect(readChinese('-扩散模型图像', small).query).toBe('-"diffusion model" -image');
    expect(readChinese('title:量化', small).query).toBe('title:quantization');
  });

  it('reads traditional forms and variants as their term', () => {
    expect(readChinese('擴散模型 圖像', small).reading?.known).toEqual([
      { zh: '擴散模型', en: 'diffusion model' },
      { zh: '圖像', en: 'image' },
    ]);
    expect(readChinese('大模型', small).query).toBe('"large language model"');
  });

  it('says which Chinese words the glossary does not know, keeps them in the search, and drops function words', () => {
    const { query, reading } = readChinese('量化的蛋糕', small);
    expect(reading).toEqual({ known: [{ zh: '量化', en: 'quantization' }], unknown: ['蛋糕'] });
    expect(query).toBe('quantization 蛋糕');
  });

  it('without a glossary (not loaded), every Chinese word is unknown', () => {
    expect(readChinese('量化', undefined)).toEqual({ query: '量化', reading: { known: [], unknown: ['量化'] } });
  });
});

describe('splitChinese', () => {
  it('splits an unknown run at the segmenter\'s word boundaries and before a known term', () => {
    const pieces = splitChinese('天气量化', small);
    expect(pieces).toEqual([
      { kind: 'unknown', text: '天气' },
      { kind: 'known', text: '量化', en: 'quantization' },
    ]);
  });
});

describe('suggestTerms', () => {
  it('completes the Chinese being typed to glossary terms, shortest first, keeping the rest of the query', () => {
    expect(suggestTerms(small, '语', 6)).toEqual(['语言模型']);
    expect(suggestTerms(small, '大', 6)).toEqual(['大语言模型']);
    expect(suggestTerms(small, '擴', 6)).toEqual(['擴散模型']);
    expect(suggestTerms(small, 'LLM 量', 6)).toEqual(['LLM 量化']);
    expect(suggestTerms(small, '模型扩散', 6)).toEqual(['模型扩散模型']);
    expect(suggestTerms(small, '模', 6)).toEqual(['模型']);
    expect(suggestTerms(small, '', 1)).toEqual([]);
  });

  it('suggests nothing when the query does not end in Chinese, or nothing starts with it', () => {
    expect(suggestTerms(small, '量化 ', 6)).toEqual([]);
    expect(suggestTerms(small, 'LLM', 6)).toEqual([]);
    expect(suggestTerms(small, '蛋', 6)).toEqual([]);
  });

  it('offers the bundled glossary\'s terms for 扩散', () => {
    expect(chineseReader(BUNDLED_GLOSSARY).suggest('扩散', 6)).toContain('扩散模型');
  });
});

describe('runSearch with Chinese', () => {
  const corpus = { ...bundledCorpus(), chinese: chineseReader(BUNDLED_GLOSSARY) };
  const ids = (q: string) => runSearch(corpus, { ...EMPTY_SEARCH, q }).results.map((p) => p.id);
  const mentioning = (pattern: RegExp) => [...BUNDLED_TEXTS].filter(([, text]) => pattern.test(text)).map(([id]) => id).sort();

  it('量化 finds the quantization papers of the bundled list, as "quantization" does', () => {
    expect(ids('量化').length).toBeGreaterThan(0);
    expect(ids('量化')).toEqual(ids('quantization'));
    expect(ids('量化').every((id) => /quantiz/i.test(BUNDLED_TEXTS.get(id) ?? ''))).toBe(true);
  });

  it('强化学习 finds the papers about reinforcement learning', () => {
    expect(ids('强化学习').sort()).toEqual(mentioning(/reinforcement learning/i));
    expect(ids('強化學習')).toEqual(ids('强化学习'));
  });

  it('LLM 量化 narrows the quantization papers', () => {
    const narrowed = ids('LLM 量化');
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((id) => ids('量化').includes(id))).toBe(true);
  });

  it('reports the reading in the outcome, and nothing for an English query', () => {
    const outcome = runSearch(corpus, { ...EMPTY_SEARCH, q: '量化 蛋糕' });
    expect(outcome.reading).toEqual({ known: [{ zh: '量化', en: 'quantization' }], unknown: ['蛋糕'] });
    expect(outcome.highlightTerms).toContain('quantization');
    expect(runSearch(corpus, { ...EMPTY_SEARCH, q: 'quantization' }).reading).toBeNull();
    // Before the glossary is loaded, the query is searched as typed.
    expect(runSearch(bundledCorpus(), { ...EMPTY_SEARCH, q: '量化' }).results).toEqual([]);
  });

  it('"扩散模型" -图像 finds the diffusion model papers that are not about images', () => {
    const texts = new Map([
      ['a', 'A diffusion model for text generation.'],
      ['b', 'A diffusion model for image synthesis.'],
      ['c', 'Diffusion of heat in a model of metals.'],
    ]);
    const inline = { ...corpusOf([paper('a'), paper('b'), paper('c')], texts), chinese: chineseReader(small) };
    const found = runSearch(inline, { ...EMPTY_SEARCH, q: '"扩散模型" -图像' }).results.map((p) => p.id);
    expect(found).toEqual(['a']);
  });
});
