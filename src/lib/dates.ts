// Dates as the app writes them for people and file names: the UTC calendar day, so that the same moment
// reads the same in every time zone and test.

/** isoDay(Date.UTC(2026, 4, 1, 23, 59)) => "2026-05-01" */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
