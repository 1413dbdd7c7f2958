// TEMP: a phone load of URL with a CPU profile and the long tasks; writes /tmp/prof/N.cpuprofile
import { chromium } from '@playwright/test';
import { writeFileSync, mkdirSync } from 'node:fs';
import { MOBILE, emulateDevice, installVitalsProbe } from './vitalsProbe';
import { NAME_SHIM } from './page';
const url = process.argv[2] ?? 'http://127.0.0.1:5300/';
const runs = Number(process.argv[3] ?? 3);
mkdirSync('/tmp/prof', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext(MOBILE.context);
  const page = await context.newPage();
  await page.addInitScript({ content: NAME_SHIM });
  await installVitalsProbe(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __marks: [string, number][] };
    w.__marks = [];
    let last: string | undefined;
    setInterval(() => { const v = document.documentElement?.dataset.searchReady; if (v !== last) { last = v; w.__marks.push([String(v), Math.round(performance.now())]); } }, 5);
  });
  const cdp = await emulateDevice(page, MOBILE);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.searchReady === 'full', null, { timeout: 120_000 });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`/tmp/prof/${i}.cpuprofile`, JSON.stringify(profile));
  const out = await page.evaluate(() => { const v = (window as any).__vitals; return { fcp: Math.round(v.firstContentfulPaint), tasks: v.longTasks.map((t: any) => `${Math.round(t.start)}+${Math.round(t.duration)}`), marks: (window as any).__marks }; });
  const tbt = out.tasks.map((s: string) => s.split('+').map(Number)).reduce((sum: number, [st, d]: number[]) => sum + Math.max(0, st! + d! - Math.max(st! + 50, out.fcp)), 0);
  console.log(`run ${i}: fcp ${out.fcp} TBT ${tbt} tasks ${out.tasks.join(' ')} marks ${JSON.stringify(out.marks)}`);
  await context.close();
}
await browser.close();
