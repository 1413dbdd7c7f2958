import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_PARTICLES, bibtexName, nameParts } from '../../../src/lib/bibtexName';

// How BibTeX reads an author back, for the forms bibtexName writes: "Last, First" and "von Last, Jr, First"
// mean "First von Last Jr"; a name without a comma is read as written.
function readBack(written: string): string {
  const parts = written.split(', ');
  if (parts.length === 1) return written;
  const [last, jr, first] = parts.length === 3 ? parts : [parts[0], '', parts[1]];
  return [first, last, jr].filter((part) => part !== '').join(' ');
}

describe('bibtexName', () => {
  it('puts the family name, the last word, first', () => {
    expect(bibtexName('Nengbo Wang')).toBe('Wang, Nengbo');
    expect(bibtexName('Alexander C. Holston')).toBe('Holston, Alexander C.');
    expect(bibtexName('José Miguel Hernández-Lobato')).toBe('Hernández-Lobato, José Miguel');
  });

  it('keeps particles with the family name', () => {
    expect(bibtexName('Ludwig van Beethoven')).toBe('van Beethoven, Ludwig');
    expect(bibtexName('Juan Carlos de la Cruz')).toBe('de la Cruz, Juan Carlos');
    expect(bibtexName('Maria dos Santos')).toBe('dos Santos, Maria');
    expect(bibtexName('Mohamed bin Zayed')).toBe('bin Zayed, Mohamed');
  });

  it('takes a capitalised particle-like word as a name: a given name, a middle name or a syllable', () => {
    expect(bibtexName('Van Yang')).toBe('Yang, Van');
    expect(bibtexName('Wei Le Chen')).toBe('Chen, Wei Le');
    expect(bibtexName('Greg Ver Steeg')).toBe('Steeg, Greg Ver');
  });

  it('finds no particle in a name without capitals, where a lowercase word stands out from nothing', () => {
    expect(bibtexName('di yin')).toBe('yin, di');
    expect(bibtexName('wei da chen')).toBe('chen, wei da');
  });

  it('writes a suffix as the Jr part: "von Last, Jr, First"', () => {
    expect(bibtexName('Martin Luther King Jr.')).toBe('King, Jr., Martin Luther');
    expect(bibtexName('Martin Luther King, Jr.')).toBe('King, Jr., Martin Luther');
    expect(bibtexName('John von Neumann III')).toBe('von Neumann, III, John');
    expect(bibtexName('Henry Ford II')).toBe('Ford, II, Henry');
    expect(bibtexName('Sammy Davis Sr')).toBe('Davis, Sr, Sammy');
  });

  it('keeps as written what it cannot split safely', () => {
    // One word, a name in capitals, a name already family name first, a suffix with no given name.
    expect(bibtexName('Plato')).toBe('Plato');
    expect(bibtexName('张三')).toBe('张三');
    expect(bibtexName('JAGDIP SINGH')).toBe('JAGDIP SINGH');
    expect(bibtexName('YAN ZHENG')).toBe('YAN ZHENG');
    expect(bibtexName('Beethoven, Ludwig van')).toBe('Beethoven, Ludwig van');
    expect(bibtexName('King, Jr., Martin Luther')).toBe('King, Jr., Martin Luther');
    expect(bibtexName('Smith Jr.')).toBe('Smith Jr.');
    expect(nameParts('JAGDIP SINGH')).toBeNull();
  });

  it('reads the name with its spaces tidied', () => {
    expect(bibtexName('  Ling \n Yang ')).toBe('Yang, Ling');
    expect(bibtexName(' Plato ')).toBe('Plato');
  });

  it('round-trips any plain "First … Last": BibTeX reads back the same words in the same order', () => {
    const word = fc.stringMatching(/^\p{Lu}\p{Ll}{1,8}$/u).filter((w) => !/^(?:Jr|Sr|Ii|Iii|Iv)$/.test(w));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), word, (given, family) => {
        const name = [...given, family].join(' ');
        const written = bibtexName(name);
        expect(written).toBe(`${family}, ${given.join(' ')}`);
        expect(readBack(written)).toBe(name);
      }),
    );
  });

  it('round-trips names with particles and suffixes too', () => {
    const word = fc.stringMatching(/^\p{Lu}\p{Ll}{1,8}$/u).filter((w) => !/^(?:Jr|Sr|Ii|Iii|Iv)$/.test(w));
    const particles = fc.array(fc.constantFrom(...NAME_PARTICLES), { maxLength: 2 });
    const suffix = fc.constantFrom('', 'Jr.', 'III');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), particles, word, suffix, (given, von, family, jr) => {
        const name = [...given, ...von, family, jr].filter(Boolean).join(' ');
        const written = bibtexName(name);
        expect(written.startsWith([...von, family].join(' '))).toBe(true);
        expect(readBack(written)).toBe(name);
      }),
    );
  });
});
