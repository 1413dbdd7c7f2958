import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilReaderActs } from '../../../src/components/untilReaderActs';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('untilReaderActs', () => {
  it('ends the first time the reader acts, once', () => {
    const end = vi.fn();
    untilReaderActs(end, 5000);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new WheelEvent('wheel'));
    vi.advanceTimersByTime(5000);
    expect(end).toHaveBeenCalledTimes(1);
  });

  it('ends when time runs out, and no later act ends it again', () => {
    const end = vi.fn();
    untilReaderActs(end, 5000);
    vi.advanceTimersByTime(4999);
    expect(end).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(end).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    expect(end).toHaveBeenCalledTimes(1);
  });

  it('ends when stopped, and only on the acts it is given', () => {
    const end = vi.fn();
    const stop = untilReaderActs(end, 5000, ['keydown']);
    window.dispatchEvent(new WheelEvent('wheel'));
    expect(end).not.toHaveBeenCalled();
    stop();
    stop();
    expect(end).toHaveBeenCalledTimes(1);
  });
});
