// Writes a synthetic nested catalogue (spec §3 format) of exactly N tyres to stdout.
// Usage: npm run catalogue:generate -- --count 100000 [--seed 1] [--pretty]
import { generateCatalogue, MAX_GENERATED_TYRES } from "./catalogue/generate-catalogue";

const USAGE = "usage: catalogue-generate --count N [--seed S] [--pretty]";

type Parsed = { ok: true; count: number; seed: number; pretty: boolean } | { ok: false; error: string };

function parseArguments(args: readonly string[]): Parsed {
  let count: number | null = null;
  let seed = 1;
  let pretty = false;
  const rest = args.filter((a) => a !== "--");
  for (let i = 0; i < rest.length; i++) {
    const [flag = "", inline] = rest[i]!.split(/=(.*)/s, 2);
    if (flag === "--pretty" && inline === undefined) {
      pretty = true;
      continue;
    }
    if (flag !== "--count" && flag !== "--seed") return { ok: false, error: `unknown argument '${rest[i]}'` };
    const text = inline ?? rest[++i];
    if (text === undefined) return { ok: false, error: `${flag} needs a value` };
    if (!/^\d+$/.test(text)) return { ok: false, error: `${flag} must be a whole number, got '${text}'` };
    const value = Number(text);
    if (flag === "--count") {
      if (value > MAX_GENERATED_TYRES) return { ok: false, error: `--count must be at most ${MAX_GENERATED_TYRES}` };
      count = value;
    } else {
      if (value > 0xffffffff) return { ok: false, error: "--seed must be at most 4294967295" };
      seed = value;
    }
  }
  if (count === null) return { ok: false, error: "--count is required" };
  return { ok: true, count, seed, pretty };
}

const parsed = parseArguments(process.argv.slice(2));
if (!parsed.ok) {
  process.stderr.write(`catalogue-generate: ${parsed.error}\n${USAGE}\n`);
  process.exitCode = 2;
} else {
  const catalogue = generateCatalogue({ count: parsed.count, seed: parsed.seed });
  // A reader that closes early (| head) is not an error worth a stack trace.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });
  process.stdout.write(`${JSON.stringify(catalogue, null, parsed.pretty ? 2 : undefined)}\n`);
}
