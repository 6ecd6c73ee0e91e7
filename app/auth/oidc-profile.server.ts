// The Google (OpenID Connect) profile a sign-in binds to, checked here rather than trusted from
// better-auth 1.6's generic-OAuth plugin (decision 101): 1.6 reads the ID token without checking
// its signature, issuer or audience, and takes the userinfo answer without comparing its subject
// with the ID token's. Here the account is always the verified ID token's `sub`; userinfo only
// fills in the e-mail and name, and only when it names the same subject (OIDC Core §3.1.3.7, §5.3.2).
import { createPublicKey, verify, type JsonWebKey } from "node:crypto";

export interface OidcProfile {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image?: string;
}

interface Discovery {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/** How long a clock may be off: an ID token is valid this much before its iat and after its exp. */
const CLOCK_SKEW_SECONDS = 60;
const ALGORITHMS: Record<string, { hash: string; dsaEncoding?: "ieee-p1363" }> = {
  RS256: { hash: "sha256" },
  ES256: { hash: "sha256", dsaEncoding: "ieee-p1363" },
};

/** A profile reader for one provider: discovery is read once (again after a failure). */
export function createOidcProfileReader(options: { discoveryUrl: string; issuer: string; clientId: string; fetch?: typeof fetch }) {
  const get = options.fetch ?? fetch;
  let discovery: Promise<Discovery> | null = null;
  const discover = () =>
    (discovery ??= getJson<Discovery>(get, options.discoveryUrl).catch((error: unknown) => {
      discovery = null;
      throw error;
    }));

  return async function readProfile(tokens: { idToken?: string; accessToken?: string }): Promise<OidcProfile | null> {
    if (!tokens.idToken) return null;
    const provider = await discover();
    if (provider.issuer.replace(/\/+$/, "") !== options.issuer.replace(/\/+$/, "")) return null;
    const claims = await verifiedClaims(tokens.idToken, {
      jwks: () => getJson<{ keys: JsonWebKey[] }>(get, provider.jwks_uri),
      issuer: provider.issuer,
      audience: options.clientId,
    });
    if (!claims || typeof claims.sub !== "string" || claims.sub === "") return null;
    let info: Record<string, unknown> = {};
    if (provider.userinfo_endpoint && tokens.accessToken && (typeof claims.email !== "string" || typeof claims.name !== "string")) {
      info = await getJson<Record<string, unknown>>(get, provider.userinfo_endpoint, { Authorization: `Bearer ${tokens.accessToken}` });
      // A userinfo answer about anyone else is not used at all (token substitution).
      if (info.sub !== claims.sub) return null;
    }
    const pick = (name: string) => (typeof claims[name] === "string" ? claims[name] : typeof info[name] === "string" ? info[name] : undefined);
    const email = pick("email");
    if (!email) return null;
    const verifiedFlag = claims.email !== undefined ? claims.email_verified : info.email_verified;
    return { id: claims.sub, email, emailVerified: verifiedFlag === true || verifiedFlag === "true", name: pick("name") ?? "", image: pick("picture") };
  };
}

/** The ID token's claims when its signature, issuer, audience and lifetime hold; otherwise null. */
export async function verifiedClaims(
  token: string,
  expected: { jwks: () => Promise<{ keys: JsonWebKey[] }>; issuer: string; audience: string; now?: number },
): Promise<Record<string, unknown> | null> {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  const claims = decodeJson(payloadPart);
  if (!header || !claims) return null;
  const algorithm = ALGORITHMS[String(header.alg)];
  if (!algorithm) return null;
  const { keys } = await expected.jwks();
  const candidates = keys.filter((key) => (header.kid === undefined || key.kid === header.kid) && (key.use === undefined || key.use === "sig"));
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  const signature = Buffer.from(signaturePart, "base64url");
  const valid = candidates.some((jwk) => {
    try {
      const key = createPublicKey({ key: jwk, format: "jwk" });
      return verify(algorithm.hash, signed, algorithm.dsaEncoding ? { key, dsaEncoding: algorithm.dsaEncoding } : key, signature);
    } catch {
      return false;
    }
  });
  if (!valid) return null;
  const now = expected.now ?? Math.floor(Date.now() / 1000);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== expected.issuer || !audiences.includes(expected.audience)) return null;
  if (typeof claims.exp !== "number" || claims.exp + CLOCK_SKEW_SECONDS < now) return null;
  if (typeof claims.iat === "number" && claims.iat - CLOCK_SKEW_SECONDS > now) return null;
  return claims;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function getJson<T>(get: typeof fetch, url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await get(url, { headers: { Accept: "application/json", ...headers }, redirect: "error", signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
