// A hint on /quote that changes one line's quantity (decision 210): what it saves, and a plain form
// post (the basket's 'set') that does it, with or without JavaScript.
import { Form } from "react-router";
import { formatPieces } from "../buy-now/quote-text";
import { SMALL_QUIET_BUTTON } from "~/styles/buttons";
import { fillMessage } from "~/i18n/fill-message";
import { DEAL_EN } from "~/i18n/messages/deal.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

/** A hint that changes one line's quantity: what it saves, and a plain form post that does it. */
export function LineQuantityHint({ tyreId, quantity, text, hint }: { tyreId: number; quantity: number; text: string; hint: string }) {
  // In the page's language; English on a page whose loader does not send the area yet.
  const words = useOptionalPageMessages("deal") ?? DEAL_EN;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-hint={hint}>
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="tyre" value={tyreId} />
      <input type="hidden" name="quantity" value={quantity} />
      <span>{text}</span>
      <button type="submit" className={SMALL_QUIET_BUTTON}>
        {fillMessage(words.orderPieces, { pieces: formatPieces(quantity) })}
      </button>
    </Form>
  );
}
