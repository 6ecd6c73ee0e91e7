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

const QUOTE = 0x22;
const LINE_ENDS = new Set([0x0a, 0x0d]);
/** Separators and blanks: a record of only these is an empty row, which readers skip. */
const BLANK = new Set([0x2c, 0x3b, 0x20, 0x09]);

/**
 * Counts the records of CSV bytes that hold some text, a chunk at a time, without decoding or
 * keeping them: a file past a row limit is refused before it is read whole (decision 190). A
 * record holding only a quoted separator counts as empty here, so the count is never above what
 * csvRecords yields; the reader counts exactly afterwards.
 */
export function csvRecordCounter(): { add(chunk: Uint8Array): number; finish(): number } {
  let quoted = false;
  let text = false;
  let count = 0;
  return {
    add(chunk) {
      for (const byte of chunk) {
        if (byte === QUOTE) quoted = !quoted;
        else if (!quoted && LINE_ENDS.has(byte)) {
          if (text) count++;
          text = false;
        } else if (!BLANK.has(byte)) text = true;
      }
      return count;
    },
    finish() {
      if (text) count++;
      text = false;
      return count;
    },
  };
}
