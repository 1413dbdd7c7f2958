// The map's colours: one per topic, legible on the page's background whatever the theme.
import { schemeTableau10 } from 'd3-scale-chromatic';

/**
 * Tableau 10 (colour-blind aware, mid-toned) with its grey moved last, where the taxonomy's catch-all
 * topic usually is, and two more hues for a twelve-topic taxonomy. Beyond that, colours repeat.
 */
export const TOPIC_PALETTE: readonly string[] = [...schemeTableau10.slice(0, 9), '#7570b3', '#e7298a', schemeTableau10[9]!];

/** The contrast a point needs against the background: WCAG's 3:1 for graphical objects. */
export const MIN_POINT_CONTRAST = 3;

/** topicColour(0) => "#4e79a7"; topicColour(-1) => the grey of papers without a topic */
export function topicColour(index: number): string {
  if (index < 0) return TOPIC_PALETTE[TOPIC_PALETTE.length - 1]!;
  return TOPIC_PALETTE[index % TOPIC_PALETTE.length]!;
}

type Rgb = [number, number, number];

/**
 * A CSS colour as the page's custom properties give it: #rgb, #rrggbb or rgb()/rgba(); null otherwise.
 *   parseColour(' #fdfdfc') => [253, 253, 252]; parseColour('rgb(22 23 26)') => [22, 23, 26]
 */
export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(text);
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : null;
}

/** WCAG's relative luminance of an sRGB colour, 0 (black) to 1 (white). */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** contrastRatio('#000', '#fff') => 21; null when either colour cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseColour(a);
  const cb = parseColour(b);
  if (!ca || !cb) return null;
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `colour`, or the least mix of it with `toward` (the text colour) that has MIN_POINT_CONTRAST against
 * `background`, as #rrggbb. Unreadable colours are returned as they are.
 *   legibleOn('#edc949', '#fdfdfc', '#1d1d1f') => "#9a8438", a darker yellow
 *   legibleOn('#4e79a7', '#fdfdfc', '#1d1d1f') => "#4e79a7" (4.47:1 already)
 */
export function legibleOn(colour: string, background: string, toward: string): string {
  const from = parseColour(colour);
  const to = parseColour(toward);
  if (!from || !to || parseColour(background) === null) return colour;
  for (let step = 0; step <= 10; step++) {
    const t = step / 10;
    const mixed = toHex(from.map((c, i) => c + (to[i]! - c) * t) as Rgb);
    if ((contrastRatio(mixed, background) ?? 0) >= MIN_POINT_CONTRAST) return step === 0 ? colour : mixed;
  }
  return toHex(to);
}

// toHex([78, 121, 167]) => "#4e79a7"
function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}
