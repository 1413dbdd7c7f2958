// Whether every brace of a TeX or BibTeX text is closed, in order: balanced('{a}{b}') => true, balanced('}{') => false.
export function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '{') depth++;
    if (ch === '}' && --depth < 0) return false;
  }
  return depth === 0;
}
