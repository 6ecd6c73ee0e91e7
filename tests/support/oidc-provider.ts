// A real OpenID Connect provider (the oidc-provider package) standing in for Google in tests:
// discovery, its own login and consent pages, authorization code with PKCE, userinfo.
import Provider from "oidc-provider";
import type { Server } from "node:http";

export interface OidcAccount {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * Starts the provider on `port` with one confidential client whose redirect URI is `redirectUri`.
 * Its development login page accepts any login name; the account is looked up in `accounts`
 * by that name (the `sub`).
 */
export async function startOidcProvider(options: { port: number; redirectUri: string; accounts: OidcAccount[] }): Promise<TestOidcProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = "storefront-test";
  const clientSecret = "storefront-test-secret-0123456789";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    pkce: { required: () => true },
    cookies: { keys: ["oidc-test-cookie-key-0123456789"] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const account = options.accounts.find((a) => a.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: true, name: account.name, picture: account.picture };
        },
      };
    },
  });
  const server: Server = await new Promise((ok) => {
    const s = provider.listen(options.port, "127.0.0.1", () => ok(s));
  });
  return { issuer, clientId, clientSecret, close: () => new Promise((ok) => server.close(() => ok())) };
}
