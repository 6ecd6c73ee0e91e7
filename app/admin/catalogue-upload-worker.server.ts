// The worker thread that reads, previews and applies a catalogue upload (decision 190), with its
// own database connection, so the thread answering pages never parses or compares a large file.
// Started by catalogue-upload-jobs.server.ts; built beside the server entry as
// build/catalogue-upload-worker.server.js (scripts/build-server-entry.ts).
import { parentPort, workerData } from "node:worker_threads";
import { connectDatabase } from "~/db/connect.server";
import { applyStoredUpload, previewUploadFile, type ApplyJob, type PreviewJob } from "./catalogue-upload.server";

export interface WorkerInput {
  databaseUrl: string;
  job: PreviewJob | ApplyJob;
}

/** What the worker posts back: the job's result, or an unexpected error with its code (a database failure keeps its 503). */
export type WorkerOutput = { done: unknown } | { error: { message: string; code?: string; stack?: string } };

const { databaseUrl, job } = workerData as WorkerInput;
const database = connectDatabase(databaseUrl, { poolSize: 2 });
try {
  const done = job.kind === "preview" ? await previewUploadFile(database.db, job) : await applyStoredUpload(database.db, job);
  parentPort!.postMessage({ done } satisfies WorkerOutput);
} catch (caught) {
  const error = caught instanceof Error ? caught : new Error(String(caught));
  const code = (error as { code?: unknown }).code;
  parentPort!.postMessage({ error: { message: error.message, stack: error.stack, ...(typeof code === "string" ? { code } : {}) } } satisfies WorkerOutput);
} finally {
  await database.close();
}
