// Where an order's documents and photos are served, for each side (decision 272): the buyer's under
// /account/inquiries/:id (their own inquiries only), the seller's under /admin/inquiries/:id. The
// PI is the quote's; the packing list is made from the container plan once accepted; the
// commercial invoice once the goods are shipped. Browser-safe.
import type { OrderStep } from "../domain/order-timeline";
import type { OrderDocument } from "./order-view";

export type OrderAudience = "buyer" | "seller";

export type OrderDocumentName = "packing-list.pdf" | "commercial-invoice.pdf";

const BASE: Record<OrderAudience, string> = { buyer: "/account/inquiries", seller: "/admin/inquiries" };

export const orderDocumentPath = (audience: OrderAudience, inquiryId: number, name: OrderDocumentName) => `${BASE[audience]}/${inquiryId}/documents/${name}`;
export const orderPhotoPath = (audience: OrderAudience, inquiryId: number, photoId: number) => `${BASE[audience]}/${inquiryId}/documents/photo-${photoId}`;

/** Whether the document exists yet, given the steps recorded. */
export const documentReady = (name: OrderDocumentName, steps: readonly Pick<OrderStep, "kind">[]) =>
  name === "packing-list.pdf" || steps.some((step) => step.kind === "shipped");

export function orderDocuments(audience: OrderAudience, inquiryId: number, steps: readonly Pick<OrderStep, "kind">[]) {
  const documents: OrderDocument[] = [
    { label: "Proforma invoice (PDF)", href: `${BASE[audience]}/${inquiryId}/quote.pdf` },
    { label: "Packing list (PDF)", href: orderDocumentPath(audience, inquiryId, "packing-list.pdf") },
  ];
  if (documentReady("commercial-invoice.pdf", steps))
    documents.push({ label: "Commercial invoice (PDF)", href: orderDocumentPath(audience, inquiryId, "commercial-invoice.pdf") });
  return { documents, photo: (photoId: number) => orderPhotoPath(audience, inquiryId, photoId) };
}
