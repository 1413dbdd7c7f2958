// Code loaded on demand with its messages: in Chinese, a bundle not yet loaded is loaded before the module
// is handed over or the component first renders (the test setup fails on a message missing from the catalog).
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, t } from '../../../src/i18n/i18n';
import { lazyWithMessages, withMessages } from '../../../src/i18n/withMessages';
import { MESSAGE_BUNDLES } from '../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../src/lib/i18n/bundles';

beforeEach(async () => {
  await act(() => activateLocale('zh', ['base']));
});
afterEach(async () => {
  await act(() => activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]));
});

describe('withMessages', () => {
  it('resolves to the module once its messages are in, in the active language', async () => {
    const module = { answer: 42 };
    await expect(withMessages('overview', async () => module)).resolves.toBe(module);
    expect(t('overview.title')).toBe('概览');
  });

  it('rejects when the module cannot be loaded', async () => {
    await expect(withMessages('paper', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});

describe('lazyWithMessages', () => {
  it('renders the named export with its messages from the first render', async () => {
    const MapHeading = lazyWithMessages('map', async () => ({ MapHeading: () => <h1>{t('map.heading')}</h1>, other: 1 }), 'MapHeading');
    render(
      <Suspense fallback={null}>
        <MapHeading />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: '论文地图' })).toBeInTheDocument();
  });

  it('takes a default export, and keeps the component’s props', async () => {
    const Greeting = lazyWithMessages('later', async () => ({ default: ({ name }: { name: string }) => <p>{name}</p> }), 'default');
    render(
      <Suspense fallback={null}>
        <Greeting name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Ada')).toBeInTheDocument();
  });
});

// Checked by npm run typecheck (tsconfig.test.json), never run: the name must be an export that is a
// component, and the lazy component keeps its props' type.
function typeChecks() {
  const load = async () => ({ Heading: () => <h1 />, Greeting: ({ name }: { name: string }) => <p>{name}</p>, answer: 42 });
  // @ts-expect-error -- no such export
  lazyWithMessages('map', load, 'Header');
  // @ts-expect-error -- not a component
  lazyWithMessages('map', load, 'answer');
  const Greeting = lazyWithMessages('map', load, 'Greeting');
  // @ts-expect-error -- a prop the component does not take
  return <Greeting nickname="Ada" />;
}
void typeChecks;
