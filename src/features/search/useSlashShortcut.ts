// "/" anywhere but in a field focuses the search box and selects its text, as on GitHub or MDN.

import { useEffect } from 'react';
import { isEditable } from '../../components/isEditable';

/** Focuses the input whose id is `inputId` on "/". */
export function useSlashShortcut(inputId: string): void {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditable(event.target)) return;
      const input = document.getElementById(inputId);
      if (!(input instanceof HTMLInputElement)) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputId]);
}
