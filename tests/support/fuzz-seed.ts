// The seed every fast-check property of the fuzz suites runs with, so a failure can be replayed:
// FUZZ_SEED=N replays run N; CI (CI=true) runs one fixed seed, so a red build stays red when it is
// run again; anywhere else each run takes a new seed. The seed is printed either way.
import fc from "fast-check";

/** The seed CI runs with; change it to let CI explore other inputs. */
export const CI_FUZZ_SEED = 20_261_126;

/** The seed the environment asks for, and why; an unreadable FUZZ_SEED stops the suite with its reason. */
export function fuzzSeedOf(env: NodeJS.ProcessEnv): { seed: number; from: string } {
  const asked = env.FUZZ_SEED?.trim();
  if (asked) {
    const seed = Number(asked);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${JSON.stringify(asked)}`);
    return { seed, from: "FUZZ_SEED" };
  }
  if (env.CI === "true" || env.CI === "1") return { seed: CI_FUZZ_SEED, from: "CI" };
  return { seed: Math.floor(Math.random() * 2 ** 31), from: "random" };
}

/** Sets the seed of every later fc.assert in this file and prints how to replay it. */
export function useFuzzSeed(suite: string, env: NodeJS.ProcessEnv = process.env): number {
  const { seed, from } = fuzzSeedOf(env);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
  console.log(`${suite}: fast-check seed ${seed} (${from}); replay with FUZZ_SEED=${seed}`);
  return seed;
}
