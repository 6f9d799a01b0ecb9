import { ImportFileError } from './import-set';

export interface CsvRow {
  /** The line of the file the row starts on, counted from 1, for messages. */
  line: number;
  cells: string[];
}

/**
 * Reads comma-separated text as RFC 4180 writes it (and Loop's opencsv writer does): quoted cells
 * may hold commas, line breaks and doubled quotes; lines end in LF, CRLF or CR; a leading byte-order
 * mark is dropped. Blank lines are left out. `label` names the file in the error an unclosed quote
 * gives.
 */
export function parseCsv(text: string, label: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };

  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (quoted) throw new ImportFileError(`${label}, line ${rowLine}: a quoted value is never closed`);
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
