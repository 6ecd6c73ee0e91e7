// 'Add to quote': a form posted to /quote, which answers with the quote page. The same
// with and without JavaScript: the buyer sees the plan change at once and goes back for more.
// (A fetcher that stayed on the page cost the detail page its 150 KiB first-visit budget.)
import { Form } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { BLOCK_QUIET_BUTTON } from "~/styles/buttons";

export function AddToQuoteButton({ tyreId, quantity = 50, label, className = "" }: { tyreId: number; quantity?: number; label?: string; className?: string }) {
  const listing = usePageMessages("listing");
  return (
    <Form method="post" action="/quote" className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="tyre" value={tyreId} />
      <input type="hidden" name="quantity" value={quantity} />
      <button type="submit" className={`${BLOCK_QUIET_BUTTON} px-5 py-3`}>
        {label ?? listing.addToQuote}
      </button>
    </Form>
  );
}
