// Reads CSV text into records (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes,
// CRLF or LF), each with the line it starts on, so a refusal can name the line a spreadsheet shows.
// A comma or, as European spreadsheets write, a semicolon separates cells: whichever the first
// line holds more of. A leading byte order mark is dropped.

export interface CsvRecord {
  line: number;
  cells: string[];
}

export function readCsvRecords(text: string): CsvRecord[] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const separator = separatorOf(source);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let cellStarted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
    } else if (c === separator) {
      cells.push(cell);
      cell = "";
      cellStarted = false;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = "";
      cellStarted = false;
      line++;
      recordLine = line;
    } else {
      cell += c;
      cellStarted = true;
    }
  }
  if (cellStarted || cells.length > 0) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  return records;
}

function separatorOf(text: string): "," | ";" {
  const end = text.search(/[\r\n]/);
  const first = end === -1 ? text : text.slice(0, end);
  const count = (mark: string) => first.split(mark).length - 1;
  return count(";") > count(",") ? ";" : ",";
}
