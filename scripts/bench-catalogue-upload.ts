// `npx tsx scripts/bench-catalogue-upload.ts [--rows 100000] [--runs 3] [--before REV] [--min-heap]`:
// what reading an uploaded price list costs (decision 181). Writes the generated catalogue of N
// tyres as the back office downloads it (CSV) and as an XLSX of the same rows (numbers as
// numbers), then reads each file with `readCatalogueUpload` in a fresh process per run: wall and
// CPU time (medians), the process's peak RSS, and the heap the answer keeps after a full GC.
// With --before, the upload reader of an older commit (with its CSV and sheet readers) is
// measured beside the current one in the same run; with --min-heap, also the smallest
// --max-old-space-size (to 16 MiB) the read succeeds in.
import { execFileSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { once } from "node:events";
import { performance } from "node:perf_hooks";
import ExcelJS from "exceljs";
import { generateCatalogue } from "./catalogue/generate-catalogue";
import { streamCatalogueCsv } from "../app/catalogue/export-sheet.server";
import { importCatalogue } from "../app/catalogue/import-catalogue.server";
import { readCsvRecords } from "../app/csv/csv-records";
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { optionValue } from "./support/command-line";

type Measured = { ms: number; cpuMs: number; peakRssMiB: number; retainedHeapMiB: number; entries: number; refusals: number };

/** One read in this process: `--child MODULE FILE`. */
async function child(modulePath: string, file: string): Promise<void> {
  const { readCatalogueUpload } = (await import(resolve(modulePath))) as typeof import("../app/catalogue/catalogue-upload-file.server");
  const started = performance.now();
  const cpu = process.cpuUsage();
  const read = await readCatalogueUpload(file, file.split("/").pop()!);
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  if (!read.ok) throw new Error(read.reason);
  if (read.source.kind !== "rows") throw new Error("expected a price list");
  (globalThis as { gc?: () => void }).gc?.();
  const measured: Measured = {
    ms,
    cpuMs: (user + system) / 1000,
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
    retainedHeapMiB: process.memoryUsage().heapUsed / 1024 / 1024,
    entries: read.source.entries.length,
    refusals: read.source.refusals.length,
  };
  process.stdout.write(JSON.stringify(measured));
}

async function writeFiles(rows: number, folder: string): Promise<{ csv: string; xlsx: string }> {
  const csv = join(folder, `prices-${rows}.csv`);
  const xlsx = join(folder, `prices-${rows}.xlsx`);
  if (existsSync(csv) && existsSync(xlsx)) return { csv, xlsx };
  const database = connectDatabase(":memory:");
  try {
    await migrateToLatest(database.db);
    await importCatalogue(database.db, generateCatalogue({ count: rows, seed: 1 }));
    const out = createWriteStream(csv);
    for await (const chunk of streamCatalogueCsv(database.db)) if (!out.write(chunk)) await once(out, "drain");
    out.end();
    await once(out, "finish");
  } finally {
    await database.close();
  }
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: xlsx, useSharedStrings: true });
  const sheet = writer.addWorksheet("Prices");
  // The download's CSV again, prices and figures as numbers the way a spreadsheet keeps them.
  for (const record of readCsvRecords(readFileSync(csv, "utf8"))) {
    const cells = record.cells.map((cell, column) => (record.line > 1 && column !== 9 && /^\d{1,7}(\.\d+)?$/.test(cell) ? Number(cell) : cell));
    sheet.addRow(cells).commit();
  }
  sheet.commit();
  await writer.commit();
  return { csv, xlsx };
}

/** The three modules the upload's reading lived in, copied from `rev` beside the current ones. */
function materialiseBefore(rev: string): { module: string; files: string[] } {
  const copies: Array<[string, string]> = [
    ["app/csv/csv-records.ts", "app/csv/csv-records.bench-before.ts"],
    ["app/catalogue/catalogue-sheet.ts", "app/catalogue/catalogue-sheet.bench-before.ts"],
    ["app/catalogue/catalogue-upload-file.server.ts", "app/catalogue/catalogue-upload-file.bench-before.server.ts"],
  ];
  for (const [from, to] of copies) {
    const text = execFileSync("git", ["show", `${rev}:${from}`]).toString();
    writeFileSync(
      to,
      text.replace('"../csv/csv-records"', '"../csv/csv-records.bench-before"').replace('"./catalogue-sheet"', '"./catalogue-sheet.bench-before"'),
    );
  }
  return { module: copies[2]![1], files: copies.map(([, to]) => to) };
}

function runChild(modulePath: string, file: string, heapMiB?: number): Measured | null {
  const heap = heapMiB ? [`--max-old-space-size=${heapMiB}`] : [];
  try {
    const out = execFileSync(process.execPath, [...heap, "--expose-gc", "--import", "tsx", import.meta.filename, "--child", modulePath, file], {
      maxBuffer: 1 << 20,
      stdio: ["ignore", "pipe", "ignore"],
    });
    return JSON.parse(out.toString()) as Measured;
  } catch {
    return null;
  }
}

/** Bisects the heap limit between a size that fails and one that works. */
function smallestHeap(modulePath: string, file: string): number {
  let [fails, works] = [16, 4096];
  while (works - fails > 16) {
    const middle = Math.round((fails + works) / 2 / 16) * 16;
    if (runChild(modulePath, file, middle)) works = middle;
    else fails = middle;
  }
  return works;
}

async function main(): Promise<void> {
  const rows = Number(optionValue("rows") ?? 100_000);
  const runs = Number(optionValue("runs") ?? 3);
  const rev = optionValue("before");
  const minHeap = process.argv.includes("--min-heap");
  const folder = join(tmpdir(), "catalogue-upload-bench");
  mkdirSync(folder, { recursive: true });
  const files = await writeFiles(rows, folder);
  const before = rev ? materialiseBefore(rev) : null;
  try {
    const readers: Array<[string, string]> = [
      ...(before ? [[`before (${rev})`, before.module] as [string, string]] : []),
      ["after", "app/catalogue/catalogue-upload-file.server.ts"],
    ];
    console.log(`${rows} tyres: CSV ${(statSync(files.csv).size / 2 ** 20).toFixed(1)} MiB, XLSX ${(statSync(files.xlsx).size / 2 ** 20).toFixed(1)} MiB`);
    console.log(`| file | reader | wall time | CPU time | peak RSS | heap kept after GC |${minHeap ? " smallest heap limit |" : ""} tyres | refused |`);
    console.log(`|---|---|---|---|---|---|${minHeap ? "---|" : ""}---|---|`);
    for (const [format, file] of Object.entries(files)) {
      // Runs alternate between the readers, so a neighbour's load on the machine falls on both alike.
      const results = readers.map((): Measured[] => []);
      for (let run = 0; run < runs; run++) {
        readers.forEach(([name, modulePath], index) => {
          const measured = runChild(modulePath, file);
          if (!measured) throw new Error(`${name} failed to read ${file}`);
          results[index]!.push(measured);
        });
      }
      readers.forEach(([name, modulePath], index) => {
        const runsOf = results[index]!;
        const median = (pick: (m: Measured) => number) => runsOf.map(pick).sort((a, b) => a - b)[Math.floor(runsOf.length / 2)]!;
        const { entries, refusals } = runsOf[0]!;
        const heap = minHeap ? ` ${smallestHeap(modulePath, file)} MiB |` : "";
        console.log(
          `| ${format.toUpperCase()} | ${name} | ${(median((m) => m.ms) / 1000).toFixed(2)} s | ${(median((m) => m.cpuMs) / 1000).toFixed(2)} s | ` +
            `${median((m) => m.peakRssMiB).toFixed(0)} MiB | ${median((m) => m.retainedHeapMiB).toFixed(0)} MiB |${heap} ${entries} | ${refusals} |`,
        );
      });
    }
  } finally {
    for (const file of before?.files ?? []) rmSync(file, { force: true });
  }
}

const childAt = process.argv.indexOf("--child");
(childAt > 0 ? child(process.argv[childAt + 1]!, process.argv[childAt + 2]!) : main()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
