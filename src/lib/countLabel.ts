// countLabel(1) => "1 paper"; countLabel(19) => "19 papers"
export const countLabel = (n: number) => `${n} ${n === 1 ? 'paper' : 'papers'}`;
