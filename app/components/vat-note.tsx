// "Prices exclude VAT.": the seller sells wholesale to businesses worldwide, so every price is
// net. Said once per page that shows prices, beside them or at the list's head.
import { usePageMessages } from "~/i18n/page-messages";

export function VatNote({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-gray-600 ${className}`} data-vat-note>
      {usePageMessages("listing").vatNote}
    </p>
  );
}
