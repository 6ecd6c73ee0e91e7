// A waiting basket line's suggestion (decision 263): the in-stock tyre of the same size and axle
// position, worded by the loader, and a plain form post that swaps it in with the line's pieces.
import { Form } from "react-router";
import type { StockSwap } from "~/domain/stock-swap";
import { SMALL_QUIET_BUTTON } from "~/styles/buttons";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";

export function StockSwapForm({ tyreId, name, swap }: { tyreId: number; name: string; swap: StockSwap }) {
  const basket = usePageMessages("basket");
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-brand-50 px-3 py-2 text-sm" data-stock-swap={swap.tyreId}>
      <input type="hidden" name="intent" value="swap" />
      <input type="hidden" name="tyre" value={tyreId} />
      <input type="hidden" name="to" value={swap.tyreId} />
      <p className="text-gray-800">
        <span className="font-semibold">{basket.soonerInstead} </span>
        {swap.text}
      </p>
      <button type="submit" className={SMALL_QUIET_BUTTON} aria-label={fillMessage(basket.swapNamed, { name, other: swap.name })}>
        {basket.swap}
      </button>
    </Form>
  );
}
