// The slice of oidc-provider's API the test provider uses (the package ships no types).
declare module "oidc-provider" {
  import type { Server } from "node:http";
  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
      },
    );
    listen(port: number, host: string, callback: () => void): Server;
  }
}
