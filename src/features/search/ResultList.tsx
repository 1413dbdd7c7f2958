// The results as one semantic list, virtualised against the page's own scroll: only the rows near the
// viewport are in the DOM (each with aria-posinset/aria-setsize), so 20,000 results render at once.
// j/k (and ↓/↑ inside the list) move the focus from result to result; the focused row always stays
// rendered, so scrolling it away never drops the focus. Rows are keyed by position, not by paper: a new
// search updates the rendered rows in place rather than replacing them, and a ResizeObserver re-measures
// them after layout (no forced layout per keystroke). Back to the list returns to the row the reader
// opened, where it stood, whatever the rows above it measure (useResultAnchor). Rendered without a
// window (the prerendered first screen, see firstScreen.ts), it hands over to the prerender's plain list
// of the same rows.

import { use, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import type { ListPaper, MathRange, Topic } from '../../lib/types';
import { ResultRow } from './ResultRow';
import type { ResultRowProps } from './ResultRow';
import { isEditable } from '../../components/isEditable';
import { useDocumentTop } from './useDocumentTop';
import { usePaperLinks } from './usePaperLinks';
import { useResultAnchor } from './useResultAnchor';
import { FirstScreenContext } from './firstScreen';
import { useT } from '../../i18n/i18n';

/** A first guess at a row's height before it is measured; rows are 110–200 px. */
const ESTIMATED_ROW_HEIGHT = 160;
/** What a row's line of authors adds to it (search.css .result-authors: one line, never wrapped). */
const AUTHOR_LINE_HEIGHT = 24;

export interface ResultListHandle {
  /** Scrolls result `index` into view and focuses its link. */
  focusResult: (index: number) => void;
}

export interface ResultListProps {
  results: readonly ListPaper[];
  terms: readonly string[];
  /** The terms a topic or benchmark chip may have matched (SearchOutcome.labelTerms). */
  labelTerms: readonly string[];
  /** The terms to mark in the authors' names (SearchOutcome.nameTerms). */
  nameTerms?: readonly string[];
  /** Draws a conference's authors on each row (ResultRow's authorLine); keep it stable. */
  authorLine?: ResultRowProps['authorLine'];
  textOf: (id: string) => string | undefined;
  /** Where the formulas stand in a paper's text (snippets show them as written). */
  mathOf?: (id: string) => readonly MathRange[] | undefined;
  topics: readonly Topic[];
  /** k or ↑ on the first result: back to the search box. */
  onLeaveTop: () => void;
  /** What the route adds to each row (keep it stable: rows are memoised). */
  rowAction?: (paper: ListPaper) => ReactNode;
  /** Rows with title and chips only. */
  compact?: boolean;
  ref?: Ref<ResultListHandle>;
}

/**
 * Result `index` as both lists draw it, this one and the prerender's (FirstResults.tsx), so that the
 * first screen and the page that takes it over cannot drift apart: the item's place in the whole set
 * (screen readers hear "3 of 120" though only some rows are in the DOM; data-index is how j/k and the
 * measuring find a row), then the row itself.
 */
export function itemPlace(index: number, total: number) {
  return { 'data-index': index, 'aria-setsize': total, 'aria-posinset': index + 1 };
}

export function resultRow({ terms, labelTerms, nameTerms, authorLine, textOf, mathOf, topics, rowAction, compact }: ResultListProps, paper: ListPaper, href: string) {
  return (
    <ResultRow
      paper={paper}
      terms={terms}
      labelTerms={labelTerms}
      nameTerms={nameTerms}
      authorLine={authorLine}
      text={textOf(paper.id)}
      math={mathOf?.(paper.id)}
      topics={topics}
      href={href}
      compact={compact}
      action={rowAction}
    />
  );
}

const measureRow = (element: Element) => element.getBoundingClientRect().height;

export function ResultList(props: ResultListProps) {
  // Rendered without a window, the first results as the prerender's plain list (FirstResults.tsx).
  const FirstResults = use(FirstScreenContext)?.List;
  return FirstResults ? <FirstResults {...props} /> : <VirtualResultList {...props} />;
}

function VirtualResultList(props: ResultListProps) {
  const { results, onLeaveTop, ref } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  // The active (focused) result belongs to one set of results: a new search starts with none.
  const [active, setActive] = useState<{ results: readonly ListPaper[]; index: number } | null>(null);
  const activeIndex = active?.results === results ? active.index : -1;
  const pendingFocus = useRef<number | null>(null);
  // A row's size changed (not a scroll): the row Back returned to is held where it stood (useResultAnchor).
  const rowsMeasured = useRef(() => {});

  const virtualizer = useWindowVirtualizer({
    count: results.length,
    estimateSize: (index) => ESTIMATED_ROW_HEIGHT + (results[index]?.authors?.length ? AUTHOR_LINE_HEIGHT : 0),
    overscan: 3,
    scrollMargin,
    // A row's height as laid out, fractions kept (the default rounds it): the rows then sit exactly where
    // the prerendered first screen's rows, in the flow, sat, and nothing moves by a pixel at takeover.
    measureElement: measureRow,
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
        return [...indexes, activeIndex].sort((a, b) => a - b);
      },
      [activeIndex],
    ),
    onChange: (_, scrolling) => {
      if (!scrolling) rowsMeasured.current();
    },
  });
  const anchor = useResultAnchor(virtualizer, results, listRef);
  // @tanstack/virtual-core 3.13's scrollToIndex checks its scroll in the next frames, and the first check
  // schedules the next on `targetWindow` without looking, which the virtualizer's own clean-up (declared
  // before this, so run first) has set to null: opening a paper by keyboard right after moving to it threw
  // "Cannot read properties of null (reading 'requestAnimationFrame')" (TanStack/virtual#696's kind). Left a
  // window to schedule on, with no index being scrolled to, the pending checks end at once.
  useLayoutEffect(
    () => () => {
      const unmounted = virtualizer as unknown as { targetWindow: Window | null; currentScrollToIndex: number | null };
      unmounted.currentScrollToIndex = null;
      unmounted.targetWindow = window;
    },
    [virtualizer],
  );
  useLayoutEffect(() => {
    rowsMeasured.current = anchor.onRowsMeasured;
  }, [anchor]);

  const focusResult = useCallback(
    (index: number) => {
      if (results.length === 0) return;
      const target = Math.max(0, Math.min(index, results.length - 1));
      pendingFocus.current = target;
      setActive({ results, index: target });
      virtualizer.scrollToIndex(target, { align: 'auto' });
    },
    [results, virtualizer],
  );
  useImperativeHandle(ref, () => ({ focusResult }), [focusResult]);

  // Focus the row once it is rendered (it is at the latest in the render that made it active).
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const link = listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] a`);
    if (!link) return;
    pendingFocus.current = null;
    link.focus({ preventScroll: true });
  });

  // The first row whose bottom is below the top of the window: where j starts when no result is active.
  const firstInView = useCallback(
    () => virtualizer.getVirtualItems().find((item) => item.end > window.scrollY)?.index ?? 0,
    [virtualizer],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const inList = event.target instanceof Node && !!listRef.current?.contains(event.target);
      const step =
        event.key === 'j' || (inList && event.key === 'ArrowDown') ? 1 : event.key === 'k' || (inList && event.key === 'ArrowUp') ? -1 : 0;
      if (step === 0 || isEditable(event.target)) return;
      event.preventDefault();
      if (activeIndex < 0) focusResult(firstInView());
      else if (activeIndex + step < 0) {
        setActive(null);
        onLeaveTop();
      } else focusResult(activeIndex + step);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [activeIndex, firstInView, focusResult, onLeaveTop]);

  const links = usePaperLinks(anchor.onOpen);
  const t = useT();

  return (
    // onClick only routes the links' own clicks (Enter on a link is a click too).
    <ol
      ref={listRef}
      role="list"
      className="results"
      aria-label={t('search.results.list')}
      hidden={results.length === 0}
      style={{ height: virtualizer.getTotalSize() }}
      onClick={links.onClick}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const paper = results[item.index]!;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            {...itemPlace(item.index, results.length)}
            className={item.index === activeIndex ? 'results-item is-active' : 'results-item'}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
            onFocus={() => {
              if (item.index !== activeIndex) setActive({ results, index: item.index });
            }}
          >
            {resultRow(props, paper, links.hrefOf(paper.id))}
          </li>
        );
      })}
    </ol>
  );
}
