// Setup for every test file, in Node and in jsdom alike (vite.config.ts, `test.projects`): one budget for
// the fast-check properties, so that no test picks its own number of cases.
//
// PROPERTY_RUNS cases per property per run, fast-check's own default, said here so there is one number to
// change. A property whose every case is costly (it parses a list, projects a map) may ask for fewer, with
// `{ numRuns }` and a comment saying why; none asks for more: the cases are drawn afresh on every run (a
// failure prints the seed and path that replay it), so CI's runs add up to far more than any one of them.
import fc from 'fast-check';

export const PROPERTY_RUNS = 100;

fc.configureGlobal({ numRuns: PROPERTY_RUNS });
