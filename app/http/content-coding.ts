// Which stored coding of a file or page to send (RFC 9110 §12.5.3): one reader of Accept-Encoding
// for the page cache, the precompressed files and the back office's downloads.

export type ContentCoding = "br" | "gzip" | "identity";

/** The best coding the client accepts among those the cache keeps (q=0 refuses one). */
export function chooseContentCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}
