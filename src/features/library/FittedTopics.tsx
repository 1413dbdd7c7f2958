// A reading-list row's topics on one line: as many whole chips as the line holds, then "+N" for the rest
// (named in full for a screen reader, and in its tooltip), never a chip cut mid-word ("Eff", "G"). The
// line's width is what the row leaves it, so the count follows the window (ResizeObserver).

import { useLayoutEffect, useRef, useState } from 'react';
import { TopicList } from '../../components/TopicList';
import { fittingCount } from '../../lib/fittingCount';
import type { Topic } from '../../lib/types';
import { useLocale, useT } from '../../i18n/i18n';

interface FittedTopicsProps {
  ids: readonly string[];
  topics: readonly Topic[];
}

export function FittedTopics({ ids, topics }: FittedTopicsProps) {
  const t = useT();
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(ids.length);
  const key = `${locale} ${ids.join(' ')} ${topics.length}`;

  useLayoutEffect(() => {
    const list = box.current?.querySelector('ul');
    if (!list) return;
    const fit = () => {
      const items = [...list.children] as HTMLElement[];
      // Every chip and the count, measured whole: shown for the moment of measuring (no frame is painted
      // in between), then hidden again.
      const hidden = items.map((item) => item.hidden);
      for (const item of items) item.hidden = false;
      const widths = items.map((item) => item.getBoundingClientRect().width);
      for (const [i, item] of items.entries()) item.hidden = hidden[i]!;
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      setShown(fittingCount({ widths: widths.slice(0, -1), available: list.clientWidth, gap, more: widths.at(-1) ?? 0 }));
    };
    fit();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(fit);
    observer.observe(list);
    return () => observer.disconnect();
  }, [key]);

  return (
    <div className="fitted-topics" ref={box}>
      <TopicList
        ids={ids}
        topics={topics}
        fit={{
          shown,
          more: (hidden) => (
            // Measured even when nothing is left out (as "+1"): the count's width is known before it is needed.
            <li className="topic topic-more" hidden={hidden.length === 0} title={hidden.join(', ')}>
              <span aria-hidden="true">+{Math.max(hidden.length, 1)}</span>
              {hidden.length > 0 && <span className="visually-hidden">{t('library.moreTopics', { count: hidden.length, labels: hidden.join(', ') })}</span>}
            </li>
          ),
        }}
      />
    </div>
  );
}
