// 'Add to quote': a form posted to /quote, which answers with the quote page. The same
// with and without JavaScript: the buyer sees the plan change at once and goes back for more.
// (A fetcher that stayed on the page cost the detail page its 150 KiB first-visit budget.)
import { Form } from "react-router";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function AddToQuoteButton({ tyreId, quantity = 50, label, className = "" }: { tyreId: number; quantity?: number; label?: string; className?: string }) {
  return (
    <Form method="post" action="/quote" className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="tyre" value={tyreId} />
      <input type="hidden" name="quantity" value={quantity} />
      <button
        type="submit"
        className={`inline-flex w-full items-center justify-center rounded-md border border-gray-300 bg-white px-5 py-3 font-semibold text-gray-900 hover:border-brand-600 hover:text-brand-700 ${focusRing}`}
      >
        {label ?? "Add to quote"}
      </button>
    </Form>
  );
}
