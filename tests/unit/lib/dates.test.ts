import { describe, expect, it } from 'vitest';
import { isoDay } from '../../../src/lib/dates';

describe('isoDay', () => {
  it('gives the UTC calendar day', () => {
    expect(isoDay(Date.UTC(2026, 4, 1, 23, 59))).toBe('2026-05-01');
    expect(isoDay(0)).toBe('1970-01-01');
  });
});
