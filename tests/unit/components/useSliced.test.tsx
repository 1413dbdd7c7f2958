// A value worked out in slices beside the render: null, then the value; newer inputs stop the older work
// and keep the last value shown meanwhile; a failure reaches the error boundary.
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { useSliced } from '../../../src/components/useSliced';

// Counts to `to.n`, a step per number, noting how far each run got.
const reached = new Map<string, number>();
function* countTo(to: { name: string; n: number }): Generator<void, string> {
  for (let i = 1; i <= to.n; i++) {
    reached.set(to.name, i);
    yield;
  }
  return `${to.name} done`;
}

describe('useSliced', () => {
  it('gives null, then the value with the inputs it came from', async () => {
    const inputs = { name: 'a', n: 3 };
    const { result } = renderHook(() => useSliced(inputs, countTo));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual({ from: inputs, value: 'a done' }));
  });

  it('keeps the last value shown while newer inputs are worked out, and stops the older work', async () => {
    const first = { name: 'first', n: 2 };
    const { result, rerender } = renderHook(({ inputs }) => useSliced(inputs, countTo), { initialProps: { inputs: first } });
    await waitFor(() => expect(result.current?.value).toBe('first done'));
    // A long run, replaced while it is under way.
    const long = { name: 'long', n: 1_000_000 };
    rerender({ inputs: long });
    await waitFor(() => expect(reached.get('long')).toBeGreaterThan(0));
    expect(result.current).toEqual({ from: first, value: 'first done' });
    const last = { name: 'last', n: 2 };
    rerender({ inputs: last });
    await waitFor(() => expect(result.current).toEqual({ from: last, value: 'last done' }));
    const stoppedAt = reached.get('long');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reached.get('long')).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(1_000_000);
  });

  it('throws what the work threw from the render, for the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
      state = { error: null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      render() {
        return this.state.error === null ? this.props.children : <p role="alert">{this.state.error}</p>;
      }
    }
    // eslint-disable-next-line require-yield -- fails before its first step
    function* broken(): Generator<void, string> {
      throw new Error('schedule.json: no such session');
    }
    const inputs = {};
    function Planned() {
      return <p>{useSliced(inputs, broken)?.value ?? 'Loading'}</p>;
    }
    render(
      <Boundary>
        <Planned />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('schedule.json: no such session');
    vi.restoreAllMocks();
  });
});
