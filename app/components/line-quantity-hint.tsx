// A hint on /quote that changes one line's quantity (decision 210): what it saves, and a plain form
// post (the basket's 'set') that does it, with or without JavaScript. The loader words both, in the
// page's language (quote-words.ts), so the page's script carries no wording or number format for them.
import { Form } from "react-router";
import { SMALL_QUIET_BUTTON } from "~/styles/buttons";
import { IsolatedText } from "./isolated-text";

/** `text`: the hint's sentence, its amount isolated in Arabic (decision 317); `label`: its button's, "Order 1,120 pcs". */
export function LineQuantityHint({ tyreId, quantity, text, label, hint }: { tyreId: number; quantity: number; text: string; label: string; hint: string }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-hint={hint}>
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="tyre" value={tyreId} />
      <input type="hidden" name="quantity" value={quantity} />
      <span>
        <IsolatedText text={text} />
      </span>
      <button type="submit" className={SMALL_QUIET_BUTTON}>
        {label}
      </button>
    </Form>
  );
}
