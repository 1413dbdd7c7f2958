// npm run gen:list -- COUNT [--out FILE] [--seed N]
// Writes a synthetic list of COUNT abstracts (not real papers) for load tests and benchmarks.
import { parseArgs } from 'node:util';
import { generateList } from './synthetic';
import { writeFileAtomic } from '../shared/files';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, seed: { type: 'string', default: '2026' } },
});
const count = Number(positionals[0] ?? '5000');
if (!Number.isInteger(count) || count < 1) {
  console.error(`error: COUNT must be a positive integer, got ${JSON.stringify(positionals[0])}`);
  process.exit(1);
}
const out = values.out ?? `.bench/synthetic-${count}.txt`;
writeFileAtomic(out, generateList(count, Number(values.seed)));
console.log(`${out}: ${count} synthetic abstracts`);
