import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The element's distance from the top of the document, kept up to date as the page above it changes
 * (a notice appears, the filters wrap): the window virtualizer's `scrollMargin`.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    // Anything that moves the element resizes the body too; setTop ignores an unchanged value.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}
