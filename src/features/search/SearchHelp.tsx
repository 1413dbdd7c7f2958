// "Search help": a disclosure button and the panel it opens, documenting the query syntax and keys.
// Non-modal: Esc or a click elsewhere closes it, and focus returns to the button on Esc.

import { memo, useEffect, useId, useRef, useState } from 'react';

// Memoised: it has no props, and the page re-renders on every keystroke.
export const SearchHelp = memo(function SearchHelp() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      className="search-help"
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="button search-help-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        Search help
      </button>
      <section id={`${id}-panel`} className="search-help-panel" aria-labelledby={`${id}-title`} hidden={!open}>
        <h2 id={`${id}-title`}>Search syntax</h2>
        <dl className="search-help-list">
          <dt>
            <code>kernel bandit</code>
          </dt>
          <dd>Papers with every word, in the title, abstract, topics or benchmarks. Titles count most.</dd>
          <dt>
            <code>tranformer</code>
          </dt>
          <dd>Small typos are forgiven in longer words, and the last word matches as you type it, from its third letter.</dd>
          <dt>
            <code>RL</code>
          </dt>
          <dd>Common abbreviations also find their spelled-out form (reinforcement learning), and the other way round.</dd>
          <dt>
            <code>"flow matching"</code>
          </dt>
          <dd>A quoted phrase: the words together, in this order.</dd>
          <dt>
            <code>-diffusion</code>
          </dt>
          <dd>Leaves out papers that mention the word.</dd>
          <dt>
            <code>title:regret</code>
          </dt>
          <dd>The word must be in the title.</dd>
        </dl>
        <h3>Keys</h3>
        <dl className="search-help-list">
          <dt>
            <kbd>/</kbd>
          </dt>
          <dd>Go to the search box.</dd>
          <dt>
            <kbd>↓</kbd> <kbd>↑</kbd>
          </dt>
          <dd>Move through suggestions, or from the search box into the results.</dd>
          <dt>
            <kbd>j</kbd> <kbd>k</kbd>
          </dt>
          <dd>Next and previous result.</dd>
          <dt>
            <kbd>Enter</kbd>
          </dt>
          <dd>Pick the suggestion, or open the result.</dd>
          <dt>
            <kbd>Esc</kbd>
          </dt>
          <dd>Close the suggestions, then clear the search.</dd>
        </dl>
      </section>
    </div>
  );
});
