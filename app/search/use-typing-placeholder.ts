// Types example phrases into a placeholder and deletes them again (spec §9: 150 ms a character
// typing, 80 ms deleting). Still while focused or for prefers-reduced-motion.
import { useEffect, useState } from "react";

export const TYPING_MS = 150;
export const DELETING_MS = 80;
const HOLD_MS = 1400;

export function useTypingPlaceholder(phrases: readonly string[], paused: boolean): string {
  const [text, setText] = useState(phrases[0] ?? "");
  useEffect(() => {
    if (paused || phrases.length === 0) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let phrase = 0;
    let length = 0;
    let deleting = false;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const current = phrases[phrase]!;
      if (!deleting) {
        length++;
        setText(current.slice(0, length));
        if (length === current.length) {
          deleting = true;
          timer = setTimeout(step, HOLD_MS);
          return;
        }
        timer = setTimeout(step, TYPING_MS);
      } else {
        length--;
        setText(current.slice(0, length));
        if (length === 0) {
          deleting = false;
          phrase = (phrase + 1) % phrases.length;
        }
        timer = setTimeout(step, DELETING_MS);
      }
    };
    setText("");
    timer = setTimeout(step, TYPING_MS);
    return () => clearTimeout(timer);
  }, [paused, phrases]);
  return text;
}
