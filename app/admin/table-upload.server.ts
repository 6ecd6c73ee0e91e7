// The server's half of a back-office table replaced by an uploaded CSV file (decision 309): the
// uploaded file read as text, a read file answered with its preview (refused, 400, when a line
// cannot be read, so the seller sees every line to fix), and the refusal of an apply with a bad
// line. The freight table and the exchange rates both answer through it.
import type { BadCsvLine, TableCsvRead, TableUploadPreview } from "~/csv/table-csv-upload";
import { badLinesMessage } from "~/csv/table-csv-upload";
import { formFailure, type FormFailure } from "~/forms/form-result";

type Failed = { ok: false } & FormFailure;

export type TableUploadRead<Row> = ({ ok: true } & TableUploadPreview<Row>) | (Failed & { upload?: TableUploadPreview<Row> });

/** A refusal about the file, shown beside its field. */
export const fileRefused = (message: string): Failed => ({ ok: false, ...formFailure("invalid", message, { file: message }) });

/** The uploaded file's text, or why it is refused (none chosen, or its bytes as `readBytes` judges them). */
export async function uploadedCsvText(
  file: File | null,
  readBytes: (bytes: Uint8Array) => { ok: true; text: string } | { ok: false; reason: string },
): Promise<{ ok: true; text: string; fileName: string } | Failed> {
  if (!file) return fileRefused("Choose a CSV file to preview.");
  const bytes = readBytes(new Uint8Array(await file.arrayBuffer()));
  return bytes.ok ? { ok: true, text: bytes.text, fileName: file.name } : fileRefused(bytes.reason);
}

/** A read file's answer: its preview, refused with the preview when a line cannot be read (it cannot be applied). */
export function previewAnswer<Row>(upload: TableUploadPreview<Row>): TableUploadRead<Row> {
  const { badLines } = upload.preview;
  if (badLines.length === 0) return { ok: true, ...upload };
  return { ...fileRefused(badLinesMessage(badLines, upload.fileName)), upload };
}

/** A file's rows to apply, or why it is never applied: unreadable as a whole, or with a line that cannot be read. */
export function applicableRows<Row>(read: TableCsvRead<Row>): { ok: true; rows: Row[]; badLines: BadCsvLine[] } | Failed {
  if (!read.ok) return fileRefused(read.reason);
  const [bad] = read.badLines;
  if (bad) return { ok: false, ...formFailure("invalid", `A file with lines that cannot be read is never applied (line ${bad.line}: ${bad.reason})`) };
  return read;
}
