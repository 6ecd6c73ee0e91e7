// Where `npm run bench:http` writes in docs/performance.md: only between its two markers, so the
// hand-written text around them (what the file is, figures from other commands) stays (decision 186).

export const GENERATED_START = "<!-- bench:http:start: written by npm run bench:http, edits between these markers are replaced -->";
export const GENERATED_END = "<!-- bench:http:end -->";

/**
 * The file's text with `generated` between the markers. A file without them (or with them out of
 * order) keeps all its text and gains a marked part at its end; no file becomes a heading and one.
 */
export function withGeneratedPart(current: string | null, generated: string): string {
  const block = `${GENERATED_START}\n${generated.trim()}\n${GENERATED_END}`;
  if (current === null) return `# Performance\n\n${block}\n`;
  const start = current.indexOf(GENERATED_START);
  const end = start < 0 ? -1 : current.indexOf(GENERATED_END, start + GENERATED_START.length);
  if (end < 0) return `${current.trimEnd()}\n\n${block}\n`;
  return current.slice(0, start) + block + current.slice(end + GENERATED_END.length);
}
