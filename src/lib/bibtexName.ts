// A person's name as BibTeX's `author` field wants it: "von Last, Jr, First", so that no style has to
// guess which word is the family name. Conferences give names in one field, given names first
// ("Ludwig van Beethoven"); BibTeX's own guess from "First Last" gets particles and suffixes wrong
// ("Martin Luther King Jr." would have the family name "Jr.").
//
// The family name is the last word, with the particles before it (lowercase only: a capitalised "Van",
// "De" or "Le" is as often a given name or a Chinese or Vietnamese syllable, as in "Van Yang" or
// "Wei Le Chen", and BibTeX itself takes only lowercase words for the von part; and only in a name that
// has capitals, since in "wei da chen" a lowercase "da" stands out from nothing). What cannot be split
// safely stays as written, which BibTeX reads as it always did: one word, a name already written
// "Last, First", and a name in capitals ("JAGDIP SINGH": some write the family name in capitals, so
// which word it is cannot be told).

/** Words that belong to the family name that follows them ("van Beethoven", "de la Cruz"). */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(['van', 'von', 'de', 'der', 'den', 'di', 'da', 'del', 'della', 'le', 'la', 'du', 'dos', 'das', 'do', 'bin', 'ibn', 'ter', 'zu']);

// Generational suffixes, which BibTeX keeps apart as the "Jr" part.
const SUFFIX = /^(?:jr\.?|sr\.?|ii|iii|iv)$/i;

/** A name in BibTeX's parts, as written (not escaped); `first` and `jr` may be empty. */
export interface NameParts {
  /** The family name with its particles: "van Beethoven". */
  last: string;
  /** "Jr.", "III", or "". */
  jr: string;
  /** The given names: "Ludwig", "Martin Luther". */
  first: string;
}

/**
 * A name's parts, or null when it is to stay as written (see the top of the file).
 *   nameParts("Ludwig van Beethoven") => { last: "van Beethoven", jr: "", first: "Ludwig" }
 *   nameParts("Martin Luther King, Jr.") => { last: "King", jr: "Jr.", first: "Martin Luther" }
 *   nameParts("Beethoven, Ludwig van") => null; nameParts("JAGDIP SINGH") => null; nameParts("Plato") => null
 */
export function nameParts(name: string): NameParts | null {
  const text = name.trim().replace(/\s+/g, ' ');
  // "King, Jr." is a suffix after a comma, not a name written family name first.
  const commas = text.split(',').map((part) => part.trim());
  let jr = '';
  let words: string[];
  if (commas.length === 2 && SUFFIX.test(commas[1]!)) {
    jr = commas[1]!;
    words = commas[0]!.split(' ');
  } else if (commas.length > 1) {
    return null;
  } else {
    words = text.split(' ');
    if (words.length > 1 && SUFFIX.test(words.at(-1)!)) jr = words.pop()!;
  }
  words = words.filter((word) => word !== '');
  const letters = words.join(' ');
  if (words.length < 2 || !/\p{Ll}/u.test(letters)) return null;
  // The family name starts at the first particle after the first given name, or at the last word.
  const particle = /\p{Lu}/u.test(letters) ? words.findIndex((word, i) => i > 0 && i < words.length - 1 && NAME_PARTICLES.has(word)) : -1;
  const start = particle === -1 ? words.length - 1 : particle;
  return { last: words.slice(start).join(' '), jr, first: words.slice(0, start).join(' ') };
}

/**
 * A name as BibTeX's author field writes it, not yet escaped:
 *   bibtexName("Ludwig van Beethoven") => "van Beethoven, Ludwig"
 *   bibtexName("John von Neumann III") => "von Neumann, III, John"
 *   bibtexName("JAGDIP SINGH") => "JAGDIP SINGH"; bibtexName("Plato") => "Plato"
 */
export function bibtexName(name: string): string {
  const parts = nameParts(name);
  if (parts === null) return name.trim().replace(/\s+/g, ' ');
  return [parts.last, parts.jr, parts.first].filter((part) => part !== '').join(', ');
}
