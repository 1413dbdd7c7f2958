// The part of papaparse 5.7 the data build uses (parsing a string, synchronously; unparse for tests and the
// generator). Declared here rather than with @types/papaparse, which pulls Node's types into the browser's
// project through its stream API. Checked against the real module by tests/unit/lib/parse/formats/miniconf.test.ts.
declare module 'papaparse' {
  export interface ParseError {
    type: 'Quotes' | 'Delimiter' | 'FieldMismatch';
    code: string;
    message: string;
    /** 0-based row of the data (the header is row 0 when header: false). */
    row?: number;
    index?: number;
  }
  export interface ParseResult {
    data: string[][];
    errors: ParseError[];
  }
  export interface ParseConfig {
    delimiter?: string;
    newline?: string;
    quoteChar?: string;
    skipEmptyLines?: boolean | 'greedy';
  }
  export interface UnparseConfig {
    quotes?: boolean;
    newline?: string;
  }
  const Papa: {
    parse(input: string, config?: ParseConfig): ParseResult;
    unparse(data: readonly (readonly string[])[], config?: UnparseConfig): string;
  };
  export default Papa;
}
