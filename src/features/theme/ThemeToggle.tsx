// The theme control in the site header: it shows the theme in force and whether that is the system's
// setting or the reader's choice ("☀ Light (system)", "☾ Dark"), and its name says what a press does
// ("Light (system): switch to dark"). A press shows the other theme; choosing the system's forgets the
// choice (see chooseTheme), so the three states are the system's, and each theme chosen against it.

import { useSyncExternalStore } from 'react';
import { chooseTheme, chosenTheme, systemTheme, watchTheme, type Theme } from './theme';
import { themeState, type ThemeState } from './themeState';
import { useT } from '../../i18n/i18n';
import type { Values } from '../../i18n/i18n';

// The theme lives on <html>; React only reads it (and re-reads it when told it may have changed).
let listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners = new Set(listeners).add(listener);
  const stop = watchTheme(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
};

// One string ("dark light", " light" while following), so that an unchanged state is the same snapshot.
const snapshot = () => `${chosenTheme() ?? ''} ${systemTheme()}`;

// The state as the messages' select arguments: theme.label and theme.name say it in the reader's language.
const stateValues = (state: ThemeState): Values => ({
  theme: state.theme,
  system: state.system ? 'yes' : 'no',
  next: state.next,
  nextSystem: state.nextSystem ? 'yes' : 'no',
});

export function ThemeToggle() {
  const t = useT();
  // Without a window (the prerender) the state is unknown until public/theme.js has run: styles.css
  // shows the words for the state in force, and the button has no name beyond them until the app runs.
  const shown = useSyncExternalStore(subscribe, snapshot, () => null);
  const [chosen, system] = (shown ?? ' ').split(' ') as ['' | Theme, Theme];
  const state = shown === null ? null : themeState(chosen === '' ? null : chosen, system);
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={state === null ? undefined : t('theme.name', stateValues(state))}
      onClick={() => {
        if (state === null) return;
        chooseTheme(state.next);
        notify();
      }}
    >
      {state === null ? <StateByCss /> : <StateWords state={state} />}
    </button>
  );
}

function StateWords({ state }: { state: ThemeState }) {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">{state.theme === 'dark' ? '☾' : '☀'}</span> {t('theme.label', stateValues(state))}
    </>
  );
}

// Every state's words, of which styles.css shows the one in force (the prerender's button).
function StateByCss() {
  const t = useT();
  return (
    <>
      <span className="theme-sign-light">
        <span aria-hidden="true">☀</span> {t('theme.light')}
      </span>
      <span className="theme-sign-dark">
        <span aria-hidden="true">☾</span> {t('theme.dark')}
      </span>
      <span className="theme-system"> {t('theme.system')}</span>
    </>
  );
}
