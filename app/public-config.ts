// What pages may know of the configuration (never secrets): the shape of `context.config` in every
// loader (app/load-context.ts), filled in from the server's configuration by server/app.ts.
export interface PublicConfig {
  publicUrl: string;
  googleSignIn: boolean;
}
