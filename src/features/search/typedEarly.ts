// What a reader gave the prerendered page's search box before the app took the page over: main.tsx renders
// the app a few milliseconds at a time while the prerendered page stays and answers keys, then replaces
// it. Without this the letters typed meanwhile, and the focus, went with the page replaced. The app's box
// (SearchBox) takes them up when it mounts.

interface Watched {
  box: HTMLInputElement;
  typed: boolean;
  focused: boolean;
}

let watched: Watched | null = null;

/** Listens to the prerendered search box under `root` (none: nothing to do). */
export function watchPrerenderedBox(root: ParentNode): void {
  const box = root.querySelector<HTMLInputElement>('input[role="combobox"]');
  if (box === null) return;
  // Typed in before the app's script even ran: the box no longer holds what the HTML gave it.
  const state: Watched = { box, typed: box.value !== box.defaultValue, focused: document.activeElement === box };
  box.addEventListener('input', () => (state.typed = true));
  box.addEventListener('focus', () => (state.focused = true));
  // Chromium tells a box taken out of the page that it lost the focus, while it is still being taken out:
  // a box gone once that is over had the focus when the app replaced the page.
  box.addEventListener('blur', () => queueMicrotask(() => (state.focused = !box.isConnected && state.focused)));
  watched = state;
}

export interface TypedEarly {
  /** What the box held, if the reader typed in it (null: they did not). */
  text: string | null;
  /** Whether the reader was in the box. */
  focused: boolean;
}

/** What the reader gave the prerendered box, once (null: nothing, or there was none). */
export function takeTypedEarly(): TypedEarly | null {
  const state = watched;
  watched = null;
  if (state === null || (!state.typed && !state.focused)) return null;
  return { text: state.typed ? state.box.value : null, focused: state.focused };
}
