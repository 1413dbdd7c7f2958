// The TypeScript projects keep each runtime's globals to its own code: src/ (tsconfig.app.json) compiles
// without Node's types, and src/lib, which the build runs too, also compiles without the DOM's
// (tsconfig.node.json). Planted virtual files, compiled with each project's own options.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const planted = {
  nodeGlobal: 'export const mode = process.env.NODE_ENV;\n',
  nodeModule: "import { readFileSync } from 'node:fs';\n\nexport const read = readFileSync;\n",
  domGlobal: 'export const title = () => document.title;\n',
  domType: 'export const width = (element: HTMLElement) => element.offsetWidth;\n',
  shared: "export const shared = () => [new URL('/x', 'https://a.example'), setTimeout(() => {}, 1), performance.now(), new TextDecoder()];\n",
};
type Planted = keyof typeof planted;

/** The diagnostics codes, per planted file, of compiling them at `folder` with the project's options. */
function compile(project: string, folder: string): Record<Planted, number[]> {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, project), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`cannot read ${project}`);
  const files = new Map(Object.entries(planted).map(([name, code]) => [join(root, folder, `planted-${name}.ts`), code]));
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const code = files.get(file);
    return code === undefined ? getSourceFile.call(host, file, language, ...rest) : ts.createSourceFile(file, code, language);
  };
  const program = ts.createProgram([...files.keys()], config.options, host);
  return Object.fromEntries(
    [...files.keys()].map((file, i) => [
      Object.keys(planted)[i],
      ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => diagnostic.code),
    ]),
  ) as Record<Planted, number[]>;
}

// TS2591: Cannot find name 'process' (add @types/node to types). TS2307: Cannot find module 'node:fs'.
// TS2584: Cannot find name 'document' (add the DOM lib). TS2812: Property does not exist on 'HTMLElement'
// (add the DOM lib): other packages' types declare an empty HTMLElement, so the name alone compiles.
describe('src/ in the browser (tsconfig.app.json)', () => {
  let codes: Record<Planted, number[]>;
  beforeAll(() => {
    codes = compile('tsconfig.app.json', 'src/components');
  }, 60_000);

  it("rejects Node's globals", () => expect(codes.nodeGlobal).toEqual([2591]));
  it("rejects Node's modules", () => expect(codes.nodeModule).toEqual([2307]));
  it("accepts the page's globals and types", () => {
    expect(codes.domGlobal).toEqual([]);
    expect(codes.domType).toEqual([]);
  });
  it('accepts the globals both runtimes have', () => expect(codes.shared).toEqual([]));
});

describe('src/lib in the build (tsconfig.node.json)', () => {
  let codes: Record<Planted, number[]>;
  beforeAll(() => {
    codes = compile('tsconfig.node.json', 'src/lib');
  }, 60_000);

  it("rejects the page's globals", () => expect(codes.domGlobal).toEqual([2584]));
  it("rejects the page's types", () => expect(codes.domType).toEqual([2812]));
  it('accepts the globals both runtimes have', () => expect(codes.shared).toEqual([]));
  it('covers src/lib', () => {
    const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.node.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    expect(config?.fileNames).toContain(join(root, 'src/lib/slices.ts').split('\\').join('/'));
  });
});
