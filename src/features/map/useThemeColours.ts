// The page's colours for the canvas, which CSS cannot reach: the body's background and text colours as
// the browser resolved them (the custom properties hold light-dark() pairs, which only the browser can
// pick from), read again when the theme changes: the system's light or dark, or <html data-theme>.

import { useSyncExternalStore } from 'react';

export interface ThemeColours {
  /** The page's background (--bg): what the canvas is cleared to. */
  background: string;
  /** The page's text colour (--text): the ring around the focused or hovered point, and what pale topic colours are darkened toward. */
  text: string;
}

/** Where the page has no colours (jsdom, a stylesheet that failed to load): the light theme's. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS colours, not text for a reader
const FALLBACK: ThemeColours = { background: '#fdfdfc', text: '#1d1d1f' };

// A colour the browser resolved, or `fallback` for none or a transparent one ("rgba(0, 0, 0, 0)").
const opaque = (value: string, fallback: string) =>
  value === '' || value === 'transparent' || /^rgba\(.*,\s*0\)$/.test(value) ? fallback : value;

let current: ThemeColours | null = null;

function read(): ThemeColours {
  if (typeof document === 'undefined' || !document.body || typeof getComputedStyle !== 'function') return FALLBACK;
  const style = getComputedStyle(document.body);
  return { background: opaque(style.backgroundColor, FALLBACK.background), text: opaque(style.color, FALLBACK.text) };
}

// The same object while the colours stay the same, as useSyncExternalStore requires.
function snapshot(): ThemeColours {
  const next = read();
  if (!current || current.background !== next.background || current.text !== next.text) current = next;
  return current;
}

function subscribe(onChange: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  media?.addEventListener('change', onChange);
  const observer = typeof MutationObserver === 'function' ? new MutationObserver(onChange) : null;
  observer?.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
  return () => {
    media?.removeEventListener('change', onChange);
    observer?.disconnect();
  };
}

/** useThemeColours() => { background: 'rgb(253, 253, 252)', text: 'rgb(29, 29, 31)' }, then the dark theme's when it turns dark. */
export function useThemeColours(): ThemeColours {
  return useSyncExternalStore(subscribe, snapshot, () => FALLBACK);
}
