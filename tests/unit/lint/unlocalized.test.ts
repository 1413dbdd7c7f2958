// lingui/no-unlocalized-strings (eslint.config.js): words a reader sees, planted in a feature's component,
// are rejected; strings that are no words for a reader, of the same shapes, pass. So the rule deleted (or
// its files narrowed) fails the first half, and its ignore lists widened to pass everything fail it too;
// widened to catch everything, it fails the second half. The planted file is virtual: lintText with a path.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const RULE = 'lingui/no-unlocalized-strings';

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loads the config and the plugins once (seconds on a busy machine), outside any one test's time.
  await eslint.lintText('', { filePath: join(root, 'src/features/x/Planted.tsx') });
}, 30_000);

/** The rule's complaints about a component whose body is `jsx`, after `setup` lines, in `file`. */
async function complaints(jsx: string, setup = '', file = 'src/features/x/Planted.tsx'): Promise<Linter.LintMessage[]> {
  const code = [
    "import { useT } from '../../i18n/i18n';",
    '',
    'export function Planted({ count }: { count: number }) {',
    '  const t = useT();',
    setup,
    `  return ${jsx};`,
    '}',
    '',
  ].join('\n');
  const [result] = await eslint.lintText(code, { filePath: join(root, file), warnIgnored: true });
  const messages = result?.messages ?? [];
  // Code that does not parse would make a pass meaningless.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === RULE);
}

describe('the rule that keeps reader-visible words in the catalogs', () => {
  it.each([
    ['JSX text', '<button type="button">Save search</button>', ''],
    ['an aria-label', '<button type="button" aria-label="Close">×</button>', ''],
    ['a placeholder', '<input type="search" placeholder="Search papers" />', ''],
    ['a title on a component', '<Planted title="Every paper is kept on this device" count={count} />', ''],
    ['a template literal sentence', '<p>{summary}</p>', '  const summary = `Found ${count} papers in the list`;'],
    ['a sentence kept in a variable', '<p>{label}</p>', "  const label = count > 1 ? 'Many papers' : t('app.menu');"],
  ])('rejects %s', async (_what, jsx, setup) => {
    const found = await complaints(jsx, setup);
    expect(found).toHaveLength(1);
    expect(found[0]?.line).toBe(setup === '' ? 6 : 5);
  });

  it('rejects words written out in a title or an alt of an HTML element, which the plugin lets through', async () => {
    for (const jsx of ['<span title="Every paper is kept on this device">{count}</span>', '<img alt="Map of the papers" src="/x.png" />']) {
      const [result] = await eslint.lintText(`export function Planted() {\n  return ${jsx};\n}\nconst count = 1;\n`, { filePath: join(root, 'src/features/search/Planted.tsx') });
      expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('no-restricted-syntax');
    }
  });

  it('covers the app shell, the shared components and the catalog too', async () => {
    for (const file of ['src/app/Planted.tsx', 'src/components/Planted.tsx', 'src/catalog/Planted.tsx']) {
      expect(await complaints('<p>Nothing lives at this address.</p>', '', file)).toHaveLength(1);
    }
  });

  it.each([
    ['a className', '<p className="paper-meta notice">{count}</p>', ''],
    ['an id', '<h2 id="related-title">{count}</h2>', ''],
    ['a data- attribute', '<li data-route="paper-page">{count}</li>', ''],
    ['a message through t()', "<button type=\"button\">{t('app.menu')}</button>", ''],
    ['a message id in code', '<p>{t(id)}</p>', "  const id = count > 1 ? 'app.retry' : 'app.menu';"],
    ['a key and a state', "<p key=\"first\">{state}</p>", "  const state = count > 1 ? 'loading' : 'idle';"],
  ])('accepts %s', async (_what, jsx, setup) => {
    expect(await complaints(jsx, setup)).toEqual([]);
  });
});
