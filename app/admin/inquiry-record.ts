// One inquiry's line as the back office shows it: browser-safe, for the inquiry page's
// component and the server code that reads it.

export interface InquiryRecordLine {
  position: number;
  tyreName: string;
  size: string;
  quantity: number;
  unitPriceMinor: number | null;
  lineTotalMinor: number | null;
  currency: string | null;
  /** The tyre's page while the tyre is still in the catalogue. */
  tyrePath: string | null;
  /** The line named a tyre that an import has since removed. */
  tyreGone: boolean;
}
