// The one spelling of an answer made for one person (CONTRIBUTING.md, "Caching"): no cache on the way
// keeps it, and the render cache never stores it (server/private-responses.ts).
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The header itself, to spread into a response's headers. */
export const PRIVATE_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL } as const;
