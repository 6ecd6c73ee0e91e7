// /trial-tyres (spec §2, §3): the six trial sizes with a drive-tyre and a trailer-tyre
// marketplace link each, opening in a new tab.
import { messagesFor } from "~/i18n/catalogues.server";
import { requestLanguage } from "~/i18n/languages";
import { TRIAL_TYRES } from "~/shop/trial-tyres";
import type { Route } from "./+types/trial-tyres";

export function loader({ request }: Route.LoaderArgs) {
  return messagesFor(requestLanguage(request), ["trialTyres"]);
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const words = loaderData?.trialTyres;
  return [
    { title: words?.title ?? "Trial Tyres: Buy 1-2 Truck Tyres First | Tyre Wholesale" },
    {
      name: "description",
      content: words?.description ?? "Try 1-2 truck tyres before a full set: six common 22.5 inch sizes with drive and trailer tyres from marketplaces.",
    },
  ];
}

const linkClass = "inline-flex items-center justify-center gap-1 rounded-lg px-4 py-2 text-sm font-semibold";

export default function TrialTyres({ loaderData }: Route.ComponentProps) {
  const words = loaderData.trialTyres;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{words.heading}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">{words.lead}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TRIAL_TYRES.map((t) => (
          <li key={t.id} className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-5 shadow-sm">
            <h2 className="text-xl font-bold text-gray-900" translate="no">
              <bdi>{t.size}</bdi>
            </h2>
            <div className="flex flex-wrap gap-2">
              <a href={t.driveLink} target="_blank" rel="noopener noreferrer" className={`${linkClass} bg-brand-600 text-white hover:bg-brand-700`}>
                {words.driveTyre}
                <span className="sr-only">
                  {" "}
                  <bdi translate="no">{t.size}</bdi> {words.opensInNewTab}
                </span>
              </a>
              <a
                href={t.trailerLink}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} border border-brand-600 text-brand-700 hover:bg-brand-50`}
              >
                {words.trailerTyre}
                <span className="sr-only">
                  {" "}
                  <bdi translate="no">{t.size}</bdi> {words.opensInNewTab}
                </span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
