// The shell's words for a component of the header, footer or error page, in the page's language:
// from the root loader (decision 294), or English, which the browser keeps for a page whose root
// loader failed. The language itself is the router's basename ("/fr"), so it is known even then.
import { useHref, useRouteLoaderData } from "react-router";
import { fillMessage } from "./fill-message";
import { splitLanguagePath, type Language } from "./languages";
import { SHELL_EN, type ShellMessages } from "./messages/shell.en";

export type ShellText = (key: keyof ShellMessages, values?: Record<string, string | number>) => string;

export function useLanguage(): Language {
  return splitLanguagePath(useHref("/")).language;
}

export function useShellText(): ShellText {
  const messages = useRouteLoaderData<{ shell: ShellMessages | null }>("root")?.shell ?? SHELL_EN;
  return (key, values) => fillMessage(messages[key], values);
}
