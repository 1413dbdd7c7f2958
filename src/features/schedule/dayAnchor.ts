/** The id of a day's section, for links to it: dayAnchor("2026-07-14") => "day-2026-07-14" */
export const dayAnchor = (date: string): string => `day-${date}`;
