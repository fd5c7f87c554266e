import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/*
 * The shop's CSV files (docs/design/shipping-run.md, docs/design/invoices.md): what administrators open
 * in a spreadsheet and what carriers' tools read or write. csv-stringify and csv-parse do the format.
 */

/**
 * A cell a spreadsheet would run as a formula is neutralised with a quote mark: starting with = or @,
 * a tab or a carriage return, or + or - followed by anything but a number (a phone number '+32…' and an
 * amount '-12,50' stay as they are: carriers' tools and accountants read them).
 */
function neutralised(value: string): string {
  return /^[=@\t\r]|^[+-](?![\d\s().,/]*$)/.test(value) ? `'${value}` : value;
}

/**
 * Rows as CSV: UTF-8, ';' between cells, CRLF line ends, a cell quoted when it holds ';', a quote or a
 * line break; `bom` adds the byte-order mark a Belgian Excel needs to read UTF-8.
 */
export function writeCsv(rows: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
  return stringify(rows as string[][], {
    delimiter: ';',
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/, // a line break alone too, not only CRLF
    bom: options.bom ?? false,
    cast: { string: neutralised },
  });
}

/**
 * A CSV file's rows, as an administrator's spreadsheet or a carrier's tool wrote it: ';' or ','
 * between cells (whichever the first line uses), quoted cells, CRLF or LF, a byte-order mark or none;
 * blank lines skipped and cells trimmed. Throws CsvFormatError on a file that is not CSV.
 */
export function readCsv(text: string): string[][] {
  const content = text.replace(/^\uFEFF/, '');
  const firstLine = content.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(content, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    throw new CsvFormatError((error as Error).message);
  }
}

export class CsvFormatError extends Error {
  constructor(readonly detail: string) {
    super(`CSV illisible : ${detail}`);
  }
}
