/** The schedule page's data file (src/lib/schedule/scheduleFile.ts), as the data folder holds it and messages name it. */
export const SCHEDULE_SOURCE = 'schedule.json';
