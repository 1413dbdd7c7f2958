import { describe, expect, it } from 'vitest';
import { contrastRatio, legibleOn, MIN_POINT_CONTRAST, parseColour, TOPIC_PALETTE, topicColour } from '../../../../src/lib/map/colours';

// The app's two themes (src/app/styles.css): --bg and --text.
const LIGHT = { background: '#fdfdfc', text: '#1d1d1f' };
const DARK = { background: '#16171a', text: '#e8e8e6' };

describe('topicColour', () => {
  it('gives twelve topics twelve colours, then repeats, and topicless papers the grey', () => {
    expect(new Set(Array.from({ length: 12 }, (_, i) => topicColour(i))).size).toBe(12);
    expect(topicColour(TOPIC_PALETTE.length)).toBe(topicColour(0));
    expect(topicColour(-1)).toBe(TOPIC_PALETTE.at(-1));
  });
});

describe('parseColour', () => {
  it('reads the forms custom properties come in', () => {
    expect(parseColour(' #fdfdfc')).toEqual([253, 253, 252]);
    expect(parseColour('#FFF')).toEqual([255, 255, 255]);
    expect(parseColour('rgb(22 23 26)')).toEqual([22, 23, 26]);
    expect(parseColour('rgba(22, 23, 26, 0.5)')).toEqual([22, 23, 26]);
    expect(parseColour('canvastext')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is WCAG\'s ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});

describe('legibleOn', () => {
  it('gives every topic colour 3:1 against both themes\' backgrounds', () => {
    for (const theme of [LIGHT, DARK]) {
      for (const colour of TOPIC_PALETTE) {
        const shown = legibleOn(colour, theme.background, theme.text);
        expect(contrastRatio(shown, theme.background), `${colour} on ${theme.background}`).toBeGreaterThanOrEqual(MIN_POINT_CONTRAST);
      }
    }
  });

  it('keeps a colour that is legible already, and darkens one that is not', () => {
    expect(legibleOn('#4e79a7', LIGHT.background, LIGHT.text)).toBe('#4e79a7');
    expect(legibleOn('#edc949', LIGHT.background, LIGHT.text)).toBe('#9a8438');
    expect(legibleOn('#edc949', DARK.background, DARK.text)).toBe('#edc949');
  });

  it('returns a colour it cannot read as it is', () => {
    expect(legibleOn('#edc949', 'Canvas', LIGHT.text)).toBe('#edc949');
  });
});
