import { useEffect } from 'react';

/** Sets document.title while the calling page is shown; screen readers announce it on navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
