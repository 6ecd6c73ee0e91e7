// Fills a shell message's plain arguments ("Prices in {code}") in the browser. The shell's messages
// take no plural or number arguments (i18n/catalogues.test.ts), so every page's script carries
// this line instead of the ICU formatter (format-message.ts), which loaders use (decision 294).
export function fillMessage(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
