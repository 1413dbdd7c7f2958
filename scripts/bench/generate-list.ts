// npm run gen:list -- COUNT [--format list|virtual-site] [--out FILE] [--seed N]
// Writes a synthetic list of COUNT abstracts (not real papers) for load tests and benchmarks, as a bare
// list or as a virtual-site feed (titles, authors, sessions; one paper in twenty an oral).
import { parseArgs } from 'node:util';
import { generateFeed, generateList } from './synthetic';
import { writeFileAtomic } from '../shared/files';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, seed: { type: 'string', default: '2026' }, format: { type: 'string', default: 'list' } },
});
const count = Number(positionals[0] ?? '5000');
if (!Number.isInteger(count) || count < 1) {
  console.error(`error: COUNT must be a positive integer, got ${JSON.stringify(positionals[0])}`);
  process.exit(1);
}
if (values.format !== 'list' && values.format !== 'virtual-site') {
  console.error(`error: --format must be list or virtual-site, got ${JSON.stringify(values.format)}`);
  process.exit(1);
}
const feed = values.format === 'virtual-site';
const out = values.out ?? `.bench/synthetic-${count}${feed ? '-orals-posters.json' : '.txt'}`;
writeFileAtomic(out, feed ? generateFeed(count, Number(values.seed)) : generateList(count, Number(values.seed)));
console.log(`${out}: ${count} synthetic ${feed ? 'papers as a virtual-site feed' : 'abstracts'}`);
