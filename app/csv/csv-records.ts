// Reads CSV text into records (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes,
// CRLF or LF), each with the line it starts on, so a refusal can name the line a spreadsheet shows.
// A comma or, as European spreadsheets write, a semicolon separates cells: whichever the first
// line holds more of. A leading byte order mark is dropped.

export interface CsvRecord {
  line: number;
  cells: string[];
}

export function readCsvRecords(text: string): CsvRecord[] {
  return Array.from(csvRecords(text));
}

/** readCsvRecords a record at a time, so a reader need not hold them all (decision 181). */
export function* csvRecords(text: string): Generator<CsvRecord> {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const separator = separatorOf(source);
  // Whole runs of plain text are sliced at once: a cell built a character at a time cost a
  // hundred times the file's size in memory (decision 181).
  const plainEnd = separator === ";" ? /[;\r\n]/g : /[,\r\n]/g;
  let cells: string[] = [];
  let line = 1;
  let recordLine = 1;
  let at = 0;
  for (;;) {
    let cell = "";
    let started = false;
    if (source[at] === '"') {
      started = true;
      at++;
      for (;;) {
        const quote = source.indexOf('"', at);
        const part = source.slice(at, quote === -1 ? source.length : quote);
        cell += part;
        line += lineBreaks(part);
        if (quote === -1) at = source.length;
        else if (source[quote + 1] === '"') {
          cell += '"';
          at = quote + 2;
          continue;
        } else at = quote + 1;
        break;
      }
    }
    // Plain text, or what follows a closing quote up to the cell's end, is kept as written.
    plainEnd.lastIndex = at;
    const end = plainEnd.exec(source)?.index ?? source.length;
    if (end > at) {
      cell += source.slice(at, end);
      started = true;
    }
    at = end;
    if (at >= source.length) {
      if (started || cells.length > 0) yield { line: recordLine, cells: [...cells, cell] };
      return;
    }
    cells.push(cell);
    if (source[at] === separator) {
      at++;
      continue;
    }
    at += source[at] === "\r" && source[at + 1] === "\n" ? 2 : 1;
    yield { line: recordLine, cells };
    cells = [];
    line++;
    recordLine = line;
  }
}

function lineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
  return count;
}

function separatorOf(text: string): "," | ";" {
  const end = text.search(/[\r\n]/);
  const first = end === -1 ? text : text.slice(0, end);
  const count = (mark: string) => first.split(mark).length - 1;
  return count(";") > count(",") ? ";" : ",";
}
