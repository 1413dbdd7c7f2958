// What reading the library left out, in the reader's language: every code src/lib returns has its
// message in English and in Chinese, and the English of an imported file's problems is the error's own.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueText, reasonText, subjectText, valueText } from '../../../../src/features/library/issueText';
import { fileProblemText } from '../../../../src/features/library/fileProblem';
import { activateLocale } from '../../../../src/i18n/i18n';
import { LibraryFileError, readLibraryFile } from '../../../../src/lib/library/file';
import type { LibraryFileProblem } from '../../../../src/lib/library/file';
import type { IssueCode, IssueReason, IssueSubject, ValueKind } from '../../../../src/lib/library/issues';
import { readShareParams } from '../../../../src/lib/library/shareLink';

const inChinese = () => activateLocale('zh', ['base', 'later']);
beforeAll(async () => {
  await activateLocale('en', ['base', 'later']);
});
afterEach(async () => {
  await activateLocale('en', ['base', 'later']);
});

// One of each, so that a new code, kind of subject or kind of value fails to compile here until it has one.
const REASONS: { [C in IssueCode]: Extract<IssueReason, { code: C }> } = {
  notJson: { code: 'notJson', error: 'Unexpected token' },
  notSavedLibrary: { code: 'notSavedLibrary', got: 'string' },
  noVersion: { code: 'noVersion' },
  badVersion: { code: 'badVersion', json: '"2"' },
  newerVersion: { code: 'newerVersion', version: 4, supported: 3 },
  unknownVersion: { code: 'unknownVersion', version: 0 },
  noUpdatedAt: { code: 'noUpdatedAt' },
  titlesNotObject: { code: 'titlesNotObject', got: 'string' },
  notLibrary: { code: 'notLibrary', got: 'list' },
  missing: { code: 'missing' },
  notList: { code: 'notList', got: 'object' },
  notEntry: { code: 'notEntry', got: 'number' },
  noId: { code: 'noId' },
  idNotText: { code: 'idNotText', got: 'number' },
  notPaperId: { code: 'notPaperId', json: '"Bad Id"' },
  noTitle: { code: 'noTitle' },
  titleNotText: { code: 'titleNotText', got: 'null' },
  noStatus: { code: 'noStatus' },
  badStatus: { code: 'badStatus', json: '"done"' },
  noNote: { code: 'noNote' },
  noteNotText: { code: 'noteNotText', got: 'list' },
  timeMissing: { code: 'timeMissing', field: 'noteChangedAt' },
  notTime: { code: 'notTime', field: 'statusChangedAt', got: 'number' },
  notTimeText: { code: 'notTimeText', field: 'addedAt', json: '"yesterday"' },
  noteCut: { code: 'noteCut', max: 5000 },
  titleCut: { code: 'titleCut', max: 300 },
  nameCut: { code: 'nameCut', max: 80 },
  notSavedSearch: { code: 'notSavedSearch', got: 'number' },
  noName: { code: 'noName' },
  nameNotText: { code: 'nameNotText', got: 'number' },
  nameEmpty: { code: 'nameEmpty' },
  noSearch: { code: 'noSearch' },
  searchNotSearch: { code: 'searchNotSearch', got: 'string' },
  queryNotText: { code: 'queryNotText', got: 'nothing' },
  topicsNotList: { code: 'topicsNotList', got: 'string' },
  codeNotBoolean: { code: 'codeNotBoolean', got: 'string' },
  benchNotList: { code: 'benchNotList', got: 'boolean' },
  badSort: { code: 'badSort', json: '"date"', sorts: ['relevance', 'title', 'list'] },
  repeats: { code: 'repeats', of: { kind: 'item', list: 'readingList', n: 3, id: 'cfmm' } },
  nameUsed: { code: 'nameUsed', by: { kind: 'item', list: 'savedSearches', n: 1, name: 'GANs' } },
  statusNewerHere: { code: 'statusNewerHere' },
  alreadyListed: { code: 'alreadyListed' },
  notesCut: { code: 'notesCut', max: 5000 },
  alreadySaved: { code: 'alreadySaved' },
  alreadySavedAs: { code: 'alreadySavedAs', name: 'Bandits' },
  notAPaperId: { code: 'notAPaperId' },
  linkLimit: { code: 'linkLimit', max: 500 },
};

const SUBJECTS: { [K in IssueSubject['kind']]: Extract<IssueSubject, { kind: K }> } = {
  library: { kind: 'library' },
  file: { kind: 'file', name: 'mine.json' },
  readingList: { kind: 'readingList' },
  savedSearches: { kind: 'savedSearches' },
  titles: { kind: 'titles' },
  item: { kind: 'item', list: 'readingList', n: 2 },
  paper: { kind: 'paper', id: 'cfmm', title: 'CFMM' },
  savedSearch: { kind: 'savedSearch', name: 'GANs' },
  linkValue: { kind: 'linkValue', json: '"../x"' },
  morePapers: { kind: 'morePapers', count: 3 },
};
const MORE_SUBJECTS: IssueSubject[] = [
  { kind: 'item', list: 'savedSearches', n: 2 },
  { kind: 'item', list: 'readingList', n: 2, id: 'cfmm' },
  { kind: 'item', list: 'savedSearches', n: 2, name: 'GANs' },
];

const VALUES: { [K in ValueKind]: K } = {
  null: 'null',
  nothing: 'nothing',
  list: 'list',
  object: 'object',
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  bigint: 'bigint',
  symbol: 'symbol',
  function: 'function',
};

const han = /\p{Script=Han}/u;

describe('every code', () => {
  const words = () => ({
    reasons: Object.values(REASONS).map(reasonText),
    subjects: [...Object.values(SUBJECTS), ...MORE_SUBJECTS].map(subjectText),
    values: Object.values(VALUES).map(valueText),
  });

  it('has its message in English, each different, with every value in place', () => {
    const { reasons, subjects, values } = words();
    for (const text of [...reasons, ...subjects, ...values]) {
      expect(text).not.toMatch(/library\.|[{}]|undefined/);
      expect(text).not.toMatch(han);
    }
    expect(new Set(reasons).size).toBe(reasons.length);
    expect(new Set(values).size).toBe(values.length);
  });

  it('has its message in Chinese', async () => {
    await inChinese();
    const { reasons, subjects, values } = words();
    for (const text of reasons) expect(text).toMatch(han);
    // Subjects that are only the reader's own words (a file's name, a paper, a link's value) stay as they are.
    const own = [SUBJECTS.file, SUBJECTS.paper, SUBJECTS.linkValue].map(subjectText);
    for (const text of subjects.filter((text) => !own.includes(text))) expect(text).toMatch(han);
    for (const text of values) expect(text).toMatch(han);
    for (const text of [...reasons, ...subjects, ...values]) expect(text).not.toMatch(/library\.|[{}]|undefined/);
  });
});

describe('issueText', () => {
  it('puts what before why', () => {
    expect(issueText({ what: { kind: 'item', list: 'savedSearches', n: 2 }, reason: { code: 'nameEmpty' } })).toBe('saved search 2: its name is empty');
  });

  it('says in Chinese what a stored entry had wrong', async () => {
    await inChinese();
    expect(issueText({ what: { kind: 'item', list: 'readingList', n: 3, id: 'cfmm' }, reason: { code: 'badStatus', json: '"done"' } })).toBe(
      '阅读列表第 3 项（cfmm）：状态 "done" 不是 to-read、reading 或 read',
    );
    expect(issueText({ what: { kind: 'item', list: 'readingList', n: 1 }, reason: REASONS.repeats })).toBe(
      '阅读列表第 1 项：与阅读列表第 3 项（cfmm）重复，已保留后者（较新的更改优先）',
    );
    expect(issueText({ what: { kind: 'library' }, reason: REASONS.newerVersion })).toBe(
      '保存的阅读列表数据：由本应用的较新版本保存（版本 4；当前版本最多读取到 3），因此只显示当前版本能理解的内容',
    );
  });

  it('says in Chinese what an import skipped, naming what a value was', async () => {
    await inChinese();
    const file = { format: 'paper-explorer-library', version: 3, library: { readingList: [{ id: 'cfmm', title: 7 }], savedSearches: [] } };
    const { issues } = readLibraryFile(JSON.stringify(file), 'mine.json', 0);
    expect(issues.map(issueText)).toEqual(['阅读列表第 1 项（cfmm）：标题不是文本（读到的是数字）']);
    expect(issueText({ what: SUBJECTS.savedSearch, reason: REASONS.alreadySavedAs })).toBe('保存的搜索“GANs”：已保存为“Bandits”');
    expect(reasonText(REASONS.badSort)).toBe('排序方式 "date" 不是 relevance、title、list 或 null');
  });

  it('says in Chinese what a shared link carried that is not a paper', async () => {
    await inChinese();
    const over = Array.from({ length: 503 }, (_, i) => `p${i}`).join(',');
    const { dropped } = readShareParams(new URLSearchParams(`ids=../x,${over}`));
    expect(dropped.map(issueText)).toEqual(['"../x"：不是论文 id', '另外 3 篇论文：一个链接最多包含 500 篇论文']);
  });
});

describe('a file that is not a library', () => {
  const PROBLEMS: { [C in LibraryFileProblem['code']]: Extract<LibraryFileProblem, { code: C }> } = {
    otherFormat: { code: 'otherFormat', kind: 'csv' },
    notJson: { code: 'notJson', error: 'Unexpected token' },
    notLibrary: { code: 'notLibrary', format: 'paper-explorer-library' },
    noVersion: { code: 'noVersion', got: '"2"' },
    newerVersion: { code: 'newerVersion', version: 9, supported: 3 },
    noLibrary: { code: 'noLibrary' },
  };

  it.each(Object.values(PROBLEMS))('is worded on the page as the error says it in English: %j', (problem) => {
    expect(fileProblemText('mine.json', problem)).toBe(new LibraryFileError('mine.json', problem).message);
  });
});
