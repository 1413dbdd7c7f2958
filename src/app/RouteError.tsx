import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { messageOf } from '../lib/errors';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useT } from '../i18n/i18n';

/** What a page that threw shows: says what broke and offers a way on, instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  useDocumentTitle(t('app.errorTitle'));
  return (
    <section className="notice notice-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('app.errorTitle')}</h1>
      {/* The error's own words (a file, an address, a status): a diagnostic in English, under the reader's heading. */}
      <p className="notice-detail" lang="en">
        {messageOf(error)}
      </p>
      <p className="notice-actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('app.reloadPage')}
        </button>
        <Link to={paths.home.href()}>{t('app.allPapersBack')}</Link>
      </p>
    </section>
  );
}

interface BoundaryProps {
  /** The address on screen: moving to another one leaves the error behind. */
  at: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** Where the error happened; null while there is none. */
  at: string | null;
}

/** Catches what a page throws while rendering (including a page's code failing to load). */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, at: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.at === '') return { at: props.at }; // just caught: remember where
    if (state.at !== null && state.at !== props.at) return { error: null, at: null }; // moved on
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.at === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}
