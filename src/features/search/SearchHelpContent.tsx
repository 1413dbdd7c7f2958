// The body of "Search help": the query syntax and the keys. A chunk of its own, loaded once the page is
// idle (or when the panel first opens), so that it does not weigh on the first results.

export default function SearchHelpContent() {
  return (
    <>
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
    </>
  );
}
