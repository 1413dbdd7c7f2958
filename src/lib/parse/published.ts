// A conference's own records (formats/) to papers: the same abstract pipeline as a bare list (repairs,
// tokens, topics, benchmarks), but with the published title, the authors and the presentations.
import type { ListWarning } from '../errors';
import { assignIds, paperSlug } from '../ids';
import type { Paper } from '../types';
import { plainText, tokenize } from '../markup';
import { describeRecords, type ParseOptions } from './parse';
import { repairAbstract } from './repair';
import type { PublishedRecord, RecordSummary } from './formats/record';

/**
 * The name a title opens with, before its colon, when it is one to three words with a capital or a
 * digit inside (a system's name, not a phrase):
 *   titleName("CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG") => "CausalRAG2"
 *   titleName("On Path to Multimodal Historical Reasoning: HistBench and HistAgent") => null
 */
export function titleName(title: string): string | null {
  const colon = title.indexOf(': ');
  if (colon <= 0) return null;
  const head = title.slice(0, colon).trim();
  const words = head.split(/\s+/);
  return words.length <= 3 && /.[\p{Lu}\p{N}]/u.test(head) ? head : null;
}

/**
 * Papers from records, in the records' order. A record without a title or an abstract is skipped with a
 * warning naming its place and id (counted in `summary.skipped.incomplete`). Ids are slugs of the
 * published title ("causalrag2", "neuro-evolutionary-continual-reinforcement-learning"), made unique
 * as for a list (assignIds). A curator's title override still wins.
 */
export function papersFromRecords(records: readonly PublishedRecord[], rules: Omit<ParseOptions, 'source'>, summary: RecordSummary): { papers: Paper[]; warnings: ListWarning[] } {
  const warnings: ListWarning[] = [];
  const kept = records.filter((record) => {
    const lacks = [record.title === '' ? 'title' : '', record.abstract === '' ? 'abstract' : ''].filter(Boolean);
    if (lacks.length === 0) return true;
    warnings.push({ line: 0, code: 'incomplete-record', message: `${record.where}${record.title ? ` "${record.title}"` : ''}: no ${lacks.join(' and no ')}; skipped` });
    summary.skipped.incomplete = (summary.skipped.incomplete ?? 0) + 1;
    return false;
  });
  summary.papers = kept.length;

  const drafts = kept.map((record) => {
    const repaired = repairAbstract(record.abstract, 0);
    warnings.push(...repaired.warnings.map((w) => ({ ...w, message: `${record.where}: ${w.message}` })));
    const tokens = tokenize(repaired.abstract);
    const text = plainText(tokens);
    return { record, abstract: repaired.abstract, tokens, text };
  });
  // Titles may hold TeX ("$\\texttt{Multi}^2$: …"): names and slugs come from their plain text ("Multi2: …").
  const plainTitles = drafts.map(({ record }) => plainText(tokenize(record.title)));
  const ids = assignIds(drafts.map(({ record, text }, i) => ({ slug: paperSlug(titleName(plainTitles[i]!), plainTitles[i]!), text: `${record.title}\n${text}` })));
  const named = drafts.map(({ record, abstract, tokens, text }, i) => {
    const override = rules.titleOverrides.get(ids[i]!);
    return { abstract, tokens, text, title: override ?? record.title, findName: titleName(plainTitles[i]!) === null };
  });
  const described = rules.describe?.records(named) ?? describeRecords(named, rules);
  const papers = drafts.map(({ record }, i): Paper => {
    const id = ids[i]!;
    const { name, ...fields } = described[i]!;
    return {
      id,
      title: named[i]!.title,
      titleSource: rules.titleOverrides.has(id) ? 'override' : 'published',
      name: titleName(plainTitles[i]!) ?? name,
      ...fields,
      line: 0,
      authors: record.authors,
      ...(record.openreviewId === undefined ? {} : { openreviewId: record.openreviewId }),
      ...(record.venueLinks.length === 0 ? {} : { venueLinks: record.venueLinks }),
      ...(record.presentations.length === 0 ? {} : { presentations: record.presentations }),
      ...(record.keywords.length === 0 ? {} : { keywords: record.keywords }),
      ...(record.primaryArea === undefined ? {} : { primaryArea: record.primaryArea }),
    };
  });
  return { papers, warnings };
}
