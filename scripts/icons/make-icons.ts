// tsx scripts/icons/make-icons.ts   (run by hand when public/favicon.svg changes; commit what it writes)
// Draws the PNG icons the manifest and index.html name (scripts/build/manifest.ts) from public/favicon.svg
// with the system Chromium, into public/icons/. The icons are committed so that the build never needs a
// browser. "any" icons are the favicon at full size, transparent around its rounded corners; maskable
// ones (and Apple's) fill the whole square with the favicon's background colour and draw the favicon in
// the central 80%, the circle a launcher's mask always keeps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { APPLE_TOUCH_ICON, MANIFEST_ICONS, type ManifestIcon } from '../build/manifest';
import { type Io, parseCommandLine, runIfMain } from '../shared/cli';
import { writeFileAtomic } from '../shared/files';

const USAGE = `usage: tsx scripts/icons/make-icons.ts [--svg FILE] [--out DIR]
  --svg FILE   the drawing (default: public/favicon.svg)
  --out DIR    where the icons' paths start (default: public)`;

const CHROMIUM = '/usr/bin/chromium';

/** The share of a maskable icon's side that its safe zone (a circle of radius 40%) spans. */
const SAFE_ZONE = 0.8;

/**
 * The fill of the SVG's first <rect>, its background, which a maskable icon bleeds to its edges:
 *   backgroundOf('<svg …><rect width="32" height="32" rx="6" fill="#0b57b0"/>…') => "#0b57b0"
 */
function backgroundOf(svg: string): string {
  const fill = /<rect\b[^>]*\bfill="(#[0-9a-f]{3,8})"/i.exec(svg)?.[1];
  if (fill === undefined) throw new Error('the SVG has no <rect fill="#…"> to take a maskable icon\'s background from');
  return fill;
}

/** A page that shows `svg` as `icon` wants it, at its pixel size, with nothing else on it. */
function iconPage(svg: string, icon: ManifestIcon): string {
  const full = icon.purpose === 'any';
  const side = full ? icon.size : Math.round(icon.size * SAFE_ZONE);
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<!doctype html><html><body style="margin:0">
<div style="width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${full ? 'transparent' : backgroundOf(svg)}">
<img src="${src}" width="${side}" height="${side}" alt=""></div></body></html>`;
}

export async function makeIcons(argv: string[], io: Io): Promise<number> {
  const args = parseCommandLine({
    args: argv,
    options: {
      svg: { type: 'string', default: 'public/favicon.svg' },
      out: { type: 'string', default: 'public' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }, USAGE, io);
  if (typeof args === 'number') return args;
  const svg = readFileSync(args.values.svg, 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const icon of [...MANIFEST_ICONS, APPLE_TOUCH_ICON]) {
      await page.setViewportSize({ width: icon.size, height: icon.size });
      await page.setContent(iconPage(svg, icon));
      await page.locator('img').evaluate((img: { decode(): Promise<void> }) => img.decode());
      const path = join(args.values.out, icon.file);
      writeFileAtomic(path, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } }));
      io.stdout(`${path}: ${icon.size}×${icon.size}, ${icon.purpose}`);
    }
  } finally {
    await browser.close();
  }
  return 0;
}

runIfMain(import.meta.url, makeIcons);
