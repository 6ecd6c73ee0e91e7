// A text an English writer produced (a form check's or a service's refusal), said in another
// language: the English catalogue's message it matches, with its plain {name} arguments read back
// out of the text, filled into the same message of the language's catalogue. So the modules that
// write a refusal keep their English for every other reader (logs, tests, the back office), and an
// action answers in its request's language. A text no message matches is returned as it is.
import { fillMessage } from "./fill-message";

const patterns = new WeakMap<Record<string, string>, Array<{ key: string; pattern: RegExp; names: string[]; literal: number }>>();

function patternsOf(english: Record<string, string>) {
  let found = patterns.get(english);
  if (!found) {
    found = Object.entries(english).map(([key, message]) => {
      const names: string[] = [];
      const source = message
        .split(/(\{\w+\})/)
        .map((part) => {
          const argument = /^\{(\w+)\}$/.exec(part);
          if (!argument) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          names.push(argument[1]!);
          return "(.+?)";
        })
        .join("");
      return { key, pattern: new RegExp(`^${source}$`, "s"), names, literal: message.replace(/\{\w+\}/g, "").length };
    });
    // The message with the most words of its own first: "Quote received" is that message, not "Quote {number}".
    found.sort((a, b) => b.literal - a.literal);
    patterns.set(english, found);
  }
  return found;
}

/**
 * `argument`: what becomes of each argument read back (a date written again in the language);
 * by default an argument that is itself a whole message is said in the language too.
 */
export function sourceTextIn<Messages extends Record<string, string>>(
  text: string,
  english: Messages,
  translated: Messages,
  argument: (value: string) => string = (value) => sourceTextIn(value, english, translated),
): string {
  if (english === translated) return text;
  for (const { key, pattern, names } of patternsOf(english)) {
    const match = pattern.exec(text);
    if (match) return fillMessage(translated[key]!, Object.fromEntries(names.map((name, i) => [name, argument(match[i + 1]!)])));
  }
  return text;
}

/** A form failure's message and each field's error in the language. */
export function failureIn<Failure extends { message: string; fieldErrors: Partial<Record<string, string>> }, Messages extends Record<string, string>>(
  failure: Failure,
  english: Messages,
  translated: Messages,
): Failure {
  const fieldErrors = Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, error]) => [field, error === undefined ? error : sourceTextIn(error, english, translated)]),
  );
  return { ...failure, message: sourceTextIn(failure.message, english, translated), fieldErrors };
}
