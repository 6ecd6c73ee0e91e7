// What the buyer does after accepting (decision 251): the first payment and how, the seller's
// bank with when it last changed and a warning when it changed after the PI, the reference, what
// is due later and the lead time. Every value arrives as text (nextStepsOf).
import type { NextStepsView } from "~/quotes/next-steps";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";
import { IsolatedText } from "./isolated-text";

export function OrderNextSteps({ steps }: { steps: NextStepsView }) {
  const orders = usePageMessages("orders");
  return (
    <section aria-labelledby="next-steps-heading" className="mt-6 rounded-xl border-2 border-brand-600 bg-white p-4 sm:p-5" data-next-steps>
      <h2 id="next-steps-heading" className="text-lg font-bold text-gray-900">
        {orders.nextSteps}
      </h2>
      <ol className="mt-3 space-y-4">
        <li>
          <h3 className="font-semibold text-gray-900">
            {`1. ${steps.heading}: `}
            <span className="tabular-nums text-brand-700" data-next-amount>
              {steps.amount}
            </span>
          </h3>
          <p className="mt-1 text-gray-800" data-next-pay>
            <IsolatedText text={steps.payNow} />
          </p>
          {steps.kind !== "against-documents" &&
            !steps.settled &&
            (steps.bank ? (
              <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 rounded-md bg-gray-50 p-3 text-sm text-gray-900 sm:grid-cols-[auto_1fr]" data-next-bank>
                {steps.bank.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium text-gray-700">{label}</dt>
                    <dd className="font-mono break-words" dir="auto">
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-2 text-sm text-gray-800">{orders.bankLater}</p>
            ))}
          {steps.bankChanged && (
            <p className="mt-2 text-sm text-gray-700" data-next-bank-changed>
              {steps.bankChanged}
            </p>
          )}
          {steps.bankWarning && (
            <p role="note" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm font-semibold text-amber-900">
              {steps.bankWarning}
            </p>
          )}
          {!steps.settled && <p className="mt-2 text-sm text-gray-700">{fillMessage(orders.neverByEmail, { phone: steps.checkBy })}</p>}
        </li>
        {steps.later.length > 0 && (
          <li>
            <h3 className="font-semibold text-gray-900">{`2. ${orders.then}`}</h3>
            <ul className="mt-1 list-disc ps-5 text-gray-800">
              {steps.later.map((line) => (
                <li key={line}>
                  <IsolatedText text={line} />
                </li>
              ))}
            </ul>
          </li>
        )}
        <li>
          <h3 className="font-semibold text-gray-900">{`${steps.later.length > 0 ? 3 : 2}. ${orders.production}`}</h3>
          <p className="mt-1 text-gray-800">{fillMessage(orders.leadTime, { leadTime: steps.leadTime })}</p>
        </li>
      </ol>
    </section>
  );
}
