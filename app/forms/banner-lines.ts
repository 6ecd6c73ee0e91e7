// What a form's error banner lists; a module of its own so the forms that do not list (every
// sign-in page) keep form-result.ts's chunk as small as it was.
import type { FormResult } from "./form-result";

/**
 * What a form's banner lists: every field's message when more than one field failed (a banner naming
 * only the first, "Phone is required.", hid the other two), else the answer's one message.
 */
export function bannerLines({ message, fieldErrors }: FormResult): string[] {
  const messages = Object.values(fieldErrors).filter((text): text is string => typeof text === "string" && text !== "");
  return messages.length > 1 ? [...new Set(messages)] : [message];
}
