// An accepted order's progress, one look for both sides (decision 271): the status in the buyer's
// words, each recorded step with its day and facts, the loading photos, and the documents. Every
// value arrives as text (order-view.ts).
import type { OrderProgressView } from "~/orders/order-view";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";

export function OrderTimelineList({ progress, headingLevel = 2 }: { progress: OrderProgressView; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const orders = usePageMessages("orders");
  return (
    <section aria-labelledby="order-heading" className="mt-6 rounded-lg border border-gray-200 bg-white p-4 sm:p-6" data-order-timeline>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id="order-heading" className="text-lg font-semibold text-gray-900">
          {orders.progress}
        </Heading>
        <p className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700" data-order-progress-status>
          {progress.status}
        </p>
      </div>
      {progress.steps.length === 0 ? (
        <p className="mt-3 text-gray-700">{orders.waitingDeposit}</p>
      ) : (
        <ol className="mt-3 space-y-3 border-s-2 border-brand-100 ps-4">
          {progress.steps.map((step) => (
            <li key={step.kind} data-order-step={step.kind}>
              <p className="font-semibold text-gray-900">
                {step.title}{" "}
                <time dateTime={step.on} className="font-normal text-gray-600">
                  {step.on}
                </time>
              </p>
              {step.facts.map((fact) => (
                <p key={fact} className="text-sm break-words text-gray-800">
                  {fact}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
      {progress.photos.length > 0 && (
        <>
          <p className="mt-4 font-semibold text-gray-900">{orders.photos}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {progress.photos.map((photo, i) => (
              <li key={photo.id}>
                <a href={photo.href} className="block rounded-md border border-gray-200 hover:border-brand-600" data-order-photo>
                  <img
                    src={photo.href}
                    alt={fillMessage(orders.photoAlt, { number: i + 1, count: progress.photos.length })}
                    width={96}
                    height={72}
                    loading="lazy"
                    className="h-18 w-24 rounded-md object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 font-semibold text-gray-900">{orders.documents}</p>
      <ul className="mt-1 space-y-1">
        {progress.documents.map((document) => (
          <li key={document.href}>
            <a href={document.href} download className="font-semibold text-brand-700 underline" data-order-document>
              {document.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
