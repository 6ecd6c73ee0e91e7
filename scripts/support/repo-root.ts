// The checkout's root folder, for scripts and tests that start the app or read its files.
import { resolve } from "node:path";

export const REPO_ROOT = resolve(import.meta.dirname, "../..");
