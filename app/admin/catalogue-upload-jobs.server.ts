// Runs catalogue upload jobs in a worker thread (decision 190): reading a 1,000,000-row file on the
// thread that answers pages blocked every request for 37 s and its memory took the process down.
// One job at a time per process, each in a fresh worker whose heap is capped: a file that needs
// more is refused with a reason, and the process goes on serving.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { threadId, Worker } from "node:worker_threads";
import { failed } from "./catalogue-upload-receive.server";
import type { ApplyJob, ApplyResult, PreviewJob, PreviewResult } from "./catalogue-upload.server";
import type { WorkerInput, WorkerOutput } from "./catalogue-upload-worker.server";

export interface CatalogueUploadJobs {
  preview(job: Omit<PreviewJob, "kind">): Promise<PreviewResult>;
  apply(job: Omit<ApplyJob, "kind">): Promise<ApplyResult>;
}

/**
 * The worker's heap. Reading a 250,000-row price list (the row limit) and comparing it with the
 * catalogue stays well within it; a nested JSON file near the 200 MB upload limit may not.
 */
export const WORKER_HEAP_MB = 768;

const TOO_BIG = "The file needs more memory to read than a server may give one upload. Nothing was changed: split it into smaller files.";

/** `databaseUrl` is the one the server connected to (a PostgreSQL URL may name its schema in `options`). */
export function createCatalogueUploadJobs(databaseUrl: string, heapMb = WORKER_HEAP_MB): CatalogueUploadJobs {
  let queue: Promise<unknown> = Promise.resolve();
  const run = <R>(job: PreviewJob | ApplyJob): Promise<R> => {
    const result = queue.then(() => runInWorker<R>({ databaseUrl, job }, heapMb));
    queue = result.catch(() => {});
    return result;
  };
  return {
    preview: (job) => run<PreviewResult>({ kind: "preview", ...job }),
    apply: (job) => run<ApplyResult>({ kind: "apply", ...job }),
  };
}

function runInWorker<R>(input: WorkerInput, heapMb: number): Promise<R> {
  return workerEntry().then(
    (entry) =>
      new Promise<R>((resolve, reject) => {
        const worker = new Worker(entry, { workerData: input, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
        let settled = false;
        worker.on("message", (output: WorkerOutput) => {
          settled = true;
          if ("done" in output) resolve(output.done as R);
          else reject(Object.assign(new Error(output.error.message), { code: output.error.code, stack: output.error.stack }));
        });
        worker.on("error", (error: Error & { code?: string }) => {
          if (settled) return;
          settled = true;
          if (error.code === "ERR_WORKER_OUT_OF_MEMORY") resolve(failed("too-large", TOO_BIG, { file: TOO_BIG }) as R);
          else reject(error);
        });
        worker.on("exit", (code) => {
          if (!settled) reject(new Error(`the catalogue upload worker stopped (exit code ${code}) before it answered`));
        });
      }),
  );
}

/**
 * Where the worker's code is. Built, this module is part of the compiled server entry (main.js
 * and its chunks, in BUILD_DIR) and the worker is compiled beside them. From the sources (the
 * development server, tests), each job bundles the worker with esbuild (about 35 ms, so an edit
 * is seen by the next upload) and starts plain JavaScript: run through tsx instead, each job's
 * worker compiled its modules again, twice as slow to start (decision 205).
 */
function workerEntry(): Promise<string | URL> {
  const here = import.meta.url;
  if (!/\.tsx?$/.test(new URL(here).pathname)) return Promise.resolve(new URL("./catalogue-upload-worker.server.js", here));
  return bundleWorkerFromSources(fileURLToPath(new URL("./catalogue-upload-worker.server.ts", here)));
}

/**
 * Bundles the worker's TypeScript as scripts/build-server-entry.ts does (packages stay imports),
 * into node_modules/.cache so those imports resolve from the checkout. The file is named by its
 * contents: processes running side by side (test workers, two servers) write the same bytes to
 * the same name, each by an atomic rename, and a changed source gets a new name.
 */
async function bundleWorkerFromSources(source: string): Promise<string> {
  // A development dependency, reached only when the app runs from its sources.
  const { build } = await import("esbuild");
  const root = resolve(dirname(source), "../..");
  const result = await build({
    entryPoints: [source],
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "inline",
    write: false,
    logLevel: "warning",
    alias: { "~": join(root, "app") },
  });
  const code = result.outputFiles[0]!.contents;
  const folder = join(root, "node_modules/.cache/catalogue-upload-worker");
  const file = join(folder, `${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}.${threadId}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
