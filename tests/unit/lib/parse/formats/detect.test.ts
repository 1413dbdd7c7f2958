import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../../../src/lib/parse/formats/detect';
import { firstJsonError, jsonFailure } from '../../../../../src/lib/parse/formats/jsonText';

describe('detectFormat', () => {
  it('knows each format by its content, whatever the file is called', () => {
    expect(detectFormat('{"count":0,"next":null,"previous":null,"results":[]}').format).toBe('virtual-site');
    expect(detectFormat('\n  {"notes":[],"count":0}').format).toBe('openreview');
    expect(detectFormat('\uFEFF{"notes":[],"count":0}').format).toBe('openreview');
    expect(detectFormat('UID,title,authors,abstract,keywords,sessions\r\nP1,T,A,B,k,s\r\n').format).toBe('miniconf');
    expect(detectFormat('"UID","Title","Abstract"\nP1,T,B\n').format).toBe('miniconf');
    expect(detectFormat('ICML 2026\n\nWe propose KernelBand. It works.').format).toBe('list');
  });

  it('takes a bare array of notes or of feed rows for what it is', () => {
    expect(detectFormat('[{"forum":"a","content":{}}]')).toEqual({ format: 'openreview', json: { notes: [{ forum: 'a', content: {} }] } });
    expect(detectFormat('[{"name":"T","eventtype":"Poster"}]').format).toBe('virtual-site');
  });

  it('reads a list whose first abstract opens with a bracket as a list, not broken JSON', () => {
    expect(detectFormat('[Oral] We propose X. It works.\n\nWe study Y.').format).toBe('list');
  });

  it('names the shape of JSON it does not know', () => {
    expect(detectFormat('{"papers":[],"version":1}')).toMatchObject({ format: 'unknown-json', shape: 'an object with keys "papers", "version"' });
    expect(detectFormat('[{"x":1}]')).toMatchObject({ format: 'unknown-json', shape: 'an array of 1 item(s)' });
  });

  it('gives the line and column of malformed JSON', () => {
    expect(detectFormat('{\n  "results": [\n    {"id": 1,}\n  ]\n}')).toMatchObject({ format: 'invalid-json', line: 3, column: 14 });
    expect(detectFormat('{"results": [')).toMatchObject({ format: 'invalid-json', line: 1, column: 14, reason: 'unexpected end of the file' });
  });

  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json(), fc.string().map((s) => `{${s}`), fc.string().map((s) => `UID,title,abstract\n${s}`)), (text) => {
      expect(() => detectFormat(text)).not.toThrow();
    }));
  });
});

describe('jsonFailure', () => {
  it('is null for valid JSON and counts a lone CR as a line end', () => {
    expect(jsonFailure('{"a":1}')).toBeNull();
    expect(jsonFailure('{\r"a":}')).toEqual({ line: 2, column: 5, reason: "Unexpected token '}'" });
  });

  it('finds the place where V8 gives none', () => {
    expect(jsonFailure('{"a": tru}')).toMatchObject({ line: 1, column: 10 });
    expect(jsonFailure('[1, 2]\n x')).toMatchObject({ line: 2, column: 2 });
    expect(jsonFailure('"a\\u12"')).toMatchObject({ column: 7 });
  });
});

describe('firstJsonError', () => {
  it('agrees with JSON.parse on what is valid', () => {
    fc.assert(fc.property(fc.oneof(fc.json(), fc.string(), fc.json().map((j) => j.slice(0, -1))), (text) => {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(firstJsonError(text) === text.length && valid).toBe(valid);
    }));
  });
});
