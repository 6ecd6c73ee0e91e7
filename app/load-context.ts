// What every loader and action receives from the server entry (server/app.ts).
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";

declare module "react-router" {
  interface AppLoadContext {
    db: Kysely<Database>;
    config: { publicUrl: string; googleSignIn: boolean };
    requestId: string;
  }
}

export {};
