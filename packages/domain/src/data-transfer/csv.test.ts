import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { ImportFileError } from './import-set';

const cells = (text: string) => parseCsv(text, 'Test.csv').map((row) => row.cells);

describe('parseCsv', () => {
  it('splits rows and cells, keeping empty cells', () => {
    expect(cells('a,b,c\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });

  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(cells('002,"Run, fast","She said ""go""","two\nlines"\n')).toEqual([
      ['002', 'Run, fast', 'She said "go"', 'two\nlines'],
    ]);
  });

  it('accepts CRLF, CR and a missing final line break', () => {
    expect(cells('a,b\r\n1,2\r3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('drops a byte-order mark and blank lines', () => {
    expect(cells('\uFEFFDate,Value\n\n2024-01-02,2\n\r\n')).toEqual([
      ['Date', 'Value'],
      ['2024-01-02', '2'],
    ]);
  });

  it('numbers rows by the line they start on, counting breaks inside quotes', () => {
    const rows = parseCsv('h\n"a\nb"\n\nc\n', 'Test.csv');
    expect(rows.map((row) => row.line)).toEqual([1, 2, 5]);
  });

  it('refuses a quote that is never closed, naming the file and line', () => {
    expect(() => parseCsv('a\n"open,1\n', 'Habits.csv')).toThrow(
      new ImportFileError('Habits.csv, line 2: a quoted value is never closed'),
    );
  });
});
