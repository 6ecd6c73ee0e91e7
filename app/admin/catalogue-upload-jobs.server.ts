// Runs catalogue upload jobs in a worker thread (decision 190): reading a 1,000,000-row file on the
// thread that answers pages blocked every request for 37 s and its memory took the process down.
// One job at a time per process, each in a fresh worker whose heap is capped: a file that needs
// more is refused with a reason, and the process goes on serving.
import { Worker } from "node:worker_threads";
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
  return new Promise((resolve, reject) => {
    const { entry, options } = workerEntry();
    const worker = new Worker(entry, { ...options, workerData: input, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
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
  });
}

/**
 * Where the worker's code is. Built, this module is part of the compiled server entry (main.js
 * and its chunks, in BUILD_DIR) and the worker is compiled beside them. From the sources (the
 * development server, tests), the TypeScript file runs through tsx, which a Node 20 worker only
 * takes when it registers it itself.
 */
function workerEntry(): { entry: string | URL; options: { eval?: boolean } } {
  const here = import.meta.url;
  if (/\.tsx?$/.test(new URL(here).pathname)) {
    const source = new URL("./catalogue-upload-worker.server.ts", here).href;
    return { entry: `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`, options: { eval: true } };
  }
  return { entry: new URL("./catalogue-upload-worker.server.js", here), options: {} };
}
