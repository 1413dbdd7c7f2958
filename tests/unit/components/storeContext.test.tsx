import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { storeContext } from '../../../src/components/storeContext';

interface Counter {
  count: number;
  label: string;
}

const counter = storeContext<Counter>('useCounter', 'CounterProvider');

describe('storeContext', () => {
  it('reads the provided store with a selector, re-rendering only when the selected value changes', () => {
    const store = createStore<Counter>()(() => ({ count: 1, label: 'a' }));
    let renders = 0;
    function Count() {
      renders++;
      return <p>count {counter.useSelect((s) => s.count)}</p>;
    }
    render(
      <counter.Provider store={store}>
        <Count />
      </counter.Provider>,
    );
    expect(screen.getByText('count 1')).toBeInTheDocument();
    const before = renders;
    act(() => store.setState({ label: 'b' }));
    expect(renders).toBe(before);
    act(() => store.setState({ count: 2 }));
    expect(screen.getByText('count 2')).toBeInTheDocument();
    expect(renders).toBe(before + 1);
  });

  it('names the hook and the provider when used outside it', () => {
    function Count() {
      return <p>{counter.useSelect((s) => s.count)}</p>;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Count />)).toThrow('useCounter must be used inside <CounterProvider>');
    } finally {
      console.error = quiet;
    }
  });
});
