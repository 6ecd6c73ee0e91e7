// The scripts' options, written `--name value` after the script's name, read one way.

/** The value after `--name`, or undefined when the option is not given. */
export function optionValue(name: string, argv: readonly string[] = process.argv): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at > 0 ? argv[at + 1] : undefined;
}

/** The number after `--name`, or `fallback` when the option is not given. */
export function numberOption(name: string, fallback: number, argv: readonly string[] = process.argv): number {
  const value = optionValue(name, argv);
  return value === undefined ? fallback : Number(value);
}
