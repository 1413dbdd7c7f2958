import type { KeyboardEvent, RefObject } from 'react';
import { usePressOutside } from './usePressOutside';

/**
 * How a non-modal popup opened by a button closes (the search help, the site menu on a phone): a press
 * outside `root` closes it, and Esc inside closes it and puts focus back on `button`, so that keyboard
 * users are not left on a control that vanished. Returns the keydown handler for `root`.
 *   <div ref={root} onKeyDown={useDismiss(open, close, root, button)}>
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): (event: KeyboardEvent) => void {
  usePressOutside(open, close, root);

  return (event) => {
    if (event.key !== 'Escape' || !open) return;
    // The popup's Esc only: not also the search box's clearing or a page's own Esc.
    event.stopPropagation();
    close();
    button.current?.focus();
  };
}
