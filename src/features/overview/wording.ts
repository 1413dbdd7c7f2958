// Counts in words, as the overview's labels and link names say them.

/** papers(1) => "1 paper", papers(42) => "42 papers" */
export const papers = (count: number): string => `${count} ${count === 1 ? 'paper' : 'papers'}`;
