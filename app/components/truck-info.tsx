// The truck-info block on the home layout (spec §2, §9: 4 items a list until expanded): where
// truck tyres go and how to read their markings. <details> keeps it usable without JavaScript.
import { fillMessage } from "~/i18n/fill-message";
import type { TruckGuideMessages } from "~/i18n/messages/truck-guide.en";
import { usePageMessages } from "~/i18n/page-messages";
import { TRUCK_INFO_LISTS, type InfoItem } from "~/home/truck-info-content";

export const VISIBLE_ITEMS = 4;

function InfoList({ id, title, items, words }: { id: string; title: string; items: InfoItem[]; words: TruckGuideMessages }) {
  const shown = items.slice(0, VISIBLE_ITEMS);
  const more = items.slice(VISIBLE_ITEMS);
  const row = (item: InfoItem) => (
    <li key={item.text} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200">
      {"marking" in item.term ? (
        <p className="font-semibold text-gray-900" translate="no">
          <bdi>{item.term.marking}</bdi>
        </p>
      ) : (
        <p className="font-semibold text-gray-900">{words[item.term.message]}</p>
      )}
      <p className="mt-1 text-sm text-gray-700">{words[item.text]}</p>
    </li>
  );
  return (
    <section aria-labelledby={`info-${id}`} className="flex flex-col gap-3">
      <h3 id={`info-${id}`} className="text-lg font-bold text-gray-900">
        {title}
      </h3>
      <ul className="flex flex-col gap-2">{shown.map(row)}</ul>
      {more.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer list-none rounded-md py-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
            <span className="group-open:hidden">{fillMessage(words.showMore, { n: more.length })}</span>
            <span className="hidden group-open:inline">{words.showLess}</span>
          </summary>
          <ul className="mt-2 flex flex-col gap-2">{more.map(row)}</ul>
        </details>
      )}
    </section>
  );
}

export function TruckInfo() {
  const words = usePageMessages("truckGuide");
  return (
    <section id="truck-tyre-guide" aria-labelledby="truck-guide-heading" className="scroll-mt-28 rounded-2xl bg-gray-50 p-5 sm:p-8">
      <h2 id="truck-guide-heading" className="text-2xl font-bold text-gray-900">
        {words.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-gray-700">{words.lead}</p>
      <div className="mt-6 grid gap-8 md:grid-cols-3">
        {TRUCK_INFO_LISTS.map((list) => (
          <InfoList key={list.title} id={list.title} title={words[list.title]} items={list.items} words={words} />
        ))}
      </div>
    </section>
  );
}
