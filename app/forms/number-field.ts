// Form fields that hold a whole number (an id, a quantity): read with the one number parser
// (decision 195), so "5e3", " 12" or an id past the column's range fail in the schema with the
// form's own message instead of in the service. zod/mini, browser-safe (decision 203).
import * as z from "zod/mini";
import { readNumberParam, ROW_ID, type NumberRange } from "../http/number-param";

/** A text field read as a whole number of `range`; `message` when it is anything else. */
export const wholeNumberField = (range: NumberRange, message: string) =>
  z.pipe(
    z.string({ error: message }),
    z.transform((text: string, ctx) => {
      const read = readNumberParam(text.trim(), range);
      if (read.ok) return read.value;
      ctx.issues.push({ code: "custom", message, input: text });
      return z.NEVER;
    }),
  );

/** A text field naming a row by its id (an inquiry, a tyre, an e-mail). */
export const rowIdField = (message: string) => wholeNumberField(ROW_ID, message);
