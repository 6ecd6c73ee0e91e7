// Decision 101: a Google sign-in binds to the verified ID token's subject, whatever else the
// provider's answers say (better-auth 1.6's generic-OAuth plugin checks none of this itself).
import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createOidcProfileReader } from "./oidc-profile.server";

const ISSUER = "https://issuer.example";
const CLIENT = "storefront";
const idp = generateKeyPairSync("rsa", { modulusLength: 2048 });
const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
const jwk = { ...idp.publicKey.export({ format: "jwk" }), kid: "k1", use: "sig", alg: "RS256" };

function idToken(claims: Record<string, unknown>, key = idp.privateKey, header: Record<string, unknown> = { alg: "RS256", kid: "k1" }): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const body = `${part(header)}.${part({ iss: ISSUER, aud: CLIENT, iat: now, exp: now + 600, ...claims })}`;
  return `${body}.${sign("sha256", Buffer.from(body), key).toString("base64url")}`;
}

/** The provider's endpoints, answered in memory; `userinfo` is what its userinfo endpoint says. */
function reader(userinfo: Record<string, unknown>) {
  const answers: Record<string, unknown> = {
    [`${ISSUER}/.well-known/openid-configuration`]: { issuer: ISSUER, jwks_uri: `${ISSUER}/jwks`, userinfo_endpoint: `${ISSUER}/userinfo` },
    [`${ISSUER}/jwks`]: { keys: [jwk] },
    [`${ISSUER}/userinfo`]: userinfo,
  };
  const fakeFetch = (async (url: string | URL) =>
    Response.json(answers[url.toString()] ?? {}, { status: answers[url.toString()] ? 200 : 404 })) as typeof fetch;
  return createOidcProfileReader({ discoveryUrl: `${ISSUER}/.well-known/openid-configuration`, issuer: ISSUER, clientId: CLIENT, fetch: fakeFetch });
}

const victim = { sub: "victim-subject", email: "victim@example.com", email_verified: true, name: "Victim" };

describe("the Google profile a sign-in binds to", () => {
  it("is the ID token's subject, with e-mail and name from the token", async () => {
    const profile = await reader({})({
      idToken: idToken({ sub: "buyer-1", email: "buyer@example.com", email_verified: true, name: "Buyer", picture: "https://img.example/b.png" }),
      accessToken: "at",
    });
    expect(profile).toEqual({ id: "buyer-1", email: "buyer@example.com", emailVerified: true, name: "Buyer", image: "https://img.example/b.png" });
  });

  it("takes the e-mail from userinfo only when userinfo names the same subject", async () => {
    expect(
      await reader({ sub: "buyer-1", email: "buyer@example.com", email_verified: true, name: "Buyer" })({
        idToken: idToken({ sub: "buyer-1" }),
        accessToken: "at",
      }),
    ).toMatchObject({ id: "buyer-1", email: "buyer@example.com" });
    // A userinfo answer about someone else (token substitution) is never bound to.
    expect(await reader(victim)({ idToken: idToken({ sub: "attacker" }), accessToken: "at" })).toBeNull();
  });

  it.each([
    ["no ID token at all", () => undefined],
    ["a token signed by another key", () => idToken({ ...victim }, stranger.privateKey)],
    ["a token without a signature", () => idToken({ ...victim }).replace(/\.[^.]+$/, ".")],
    ["an unsigned token (alg none)", () => idToken({ ...victim }, idp.privateKey, { alg: "none", kid: "k1" })],
    ["a token for another client", () => idToken({ ...victim, aud: "someone-else" })],
    ["a token from another issuer", () => idToken({ ...victim, iss: "https://evil.example" })],
    ["an expired token", () => idToken({ ...victim, exp: Math.floor(Date.now() / 1000) - 3600 })],
    ["a token without a subject", () => idToken({ email: victim.email, name: victim.name })],
  ])("is nothing for %s", async (_what, token) => {
    expect(await reader(victim)({ idToken: token(), accessToken: "at" })).toBeNull();
  });
});
