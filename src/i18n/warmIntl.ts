// A worker that makes the browser load its Intl data for the page's language, then closes: started by
// warmFormats (i18n.tsx) with the language's tag as its name. The browser keeps that data (ICU's) for its
// whole process, which the page's main thread shares, so the page's own first plural, number, date and
// collator then cost it 1–2 ms instead of 100–150 ms on a 4× slowed phone: the one-time set-up is paid
// here, beside the main thread rather than in one of its tasks (measured in docs/benchmarks.md).

const lang = self.name || 'en';
new Intl.PluralRules(lang).select(2);
new Intl.NumberFormat(lang).format(2);
// What the schedule and the reading list show: days, clock times, offsets (src/lib/conferenceTime.ts).
new Intl.DateTimeFormat(lang, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(0);
new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hourCycle: 'h23', year: 'numeric', second: '2-digit' }).formatToParts(0);
new Intl.Collator(lang, { numeric: true }).compare('a', 'b');
self.close();
