// The red banner that says what went wrong (role="alert"), one look on every page: under a page's
// heading, under a form's heading, or under one field of a form.
import type { HTMLAttributes, ReactNode } from "react";

/** The space above the banner, and its padding: under a field it is smaller and wraps long words (a file name). */
const PLACEMENT = {
  page: ["mt-4", "px-4 py-3"],
  form: ["mt-3", "px-4 py-3"],
  field: ["mt-2", "px-3 py-2 text-sm break-words"],
} as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLElement>, "className" | "role"> {
  children: ReactNode;
  placement?: keyof typeof PLACEMENT;
  /** A div for a banner that holds its own paragraphs and links; a paragraph otherwise. */
  as?: "p" | "div";
  /** Darker text, for a standing condition the reader must act on (the back office's mail health). */
  strong?: boolean;
}

export function Alert({ children, placement = "page", as: Element = "p", strong = false, ...rest }: AlertProps) {
  const [margin, padding] = PLACEMENT[placement];
  return (
    <Element {...rest} role="alert" className={`${margin} rounded-md border border-red-300 bg-red-50 ${padding} ${strong ? "text-red-900" : "text-red-800"}`}>
      {children}
    </Element>
  );
}
