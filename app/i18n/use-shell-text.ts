// The shell's words for a component of the header, footer or error page, in the page's language:
// from the root loader (decision 294), or English, which the browser keeps for a page whose root
// loader failed. The language itself is the router's basename ("/fr"), so it is known even then.
import { useHref, useRouteLoaderData } from "react-router";
import { fillMessage } from "./fill-message";
import { splitLanguagePath, type Language } from "./languages";
import { SHELL_EN, type ShellMessages, type ShellWord } from "./messages/shell.en";

export type ShellText<Key extends keyof ShellMessages = ShellWord> = (key: Key, values?: Record<string, string | number>) => string;

export function useLanguage(): Language {
  return splitLanguagePath(useHref("/")).language;
}

/**
 * `english`: the English words the component draws, when they are not the shell's own (SHELL_EN): a
 * part in a chunk of its own brings its English words with it (the signed-in menu, the error page).
 */
export function useShellText<Words extends Partial<ShellMessages> = typeof SHELL_EN>(
  english: Words = SHELL_EN as Words,
): ShellText<keyof Words & keyof ShellMessages> {
  const messages: Partial<ShellMessages> = useRouteLoaderData<{ shell: ShellMessages | null }>("root")?.shell ?? english;
  return (key, values) => fillMessage(messages[key]!, values);
}
