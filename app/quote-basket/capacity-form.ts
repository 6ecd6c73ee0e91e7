// The back office's container-capacity form: a size and its 20ft and 40ft counts.
// The schema checks the shape (what the browser could); checkCapacity on the server reads the
// size and holds the counts to the planner's rules. Browser-safe; zod/mini (decisions 061, 203).
import * as z from "zod/mini";

const COUNT = /^[1-9]\d{0,5}$/;
const count = (name: string) =>
  z.string({ error: `The ${name} count is required.` }).check(z.trim(), z.regex(COUNT, `The ${name} count must be a whole number from 1 to 100000.`));

export const capacitySchema = z.object({
  size: z.string({ error: "The size is required." }).check(z.trim(), z.minLength(1, "The size is required."), z.maxLength(40, "The size is too long.")),
  capacity20: count("20ft"),
  capacity40: count("40ft"),
});

/** The page's two forms: set a size's counts, or remove them (removeCapacity reads the size). */
export const capacityActionSchema = z.discriminatedUnion(
  "intent",
  [z.extend(capacitySchema, { intent: z.literal("set") }), z.object({ intent: z.literal("remove"), size: z.string() })],
  { error: "Set or remove a size's counts." },
);

export const CAPACITY_FIELDS = ["intent", "size", "capacity20", "capacity40"] as const;
