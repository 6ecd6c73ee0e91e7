// "Prices exclude VAT.": the seller sells wholesale to businesses worldwide, so every price is
// net. Said once per page that shows prices, beside them or at the list's head.
export const VAT_NOTE = "Prices exclude VAT.";

/** `text`: the note in the page's language; English unless told. */
export function VatNote({ className = "", text = VAT_NOTE }: { className?: string; text?: string }) {
  return (
    <p className={`text-sm text-gray-600 ${className}`} data-vat-note>
      {text}
    </p>
  );
}
