// /contact-us (spec §2): the company's address, phone, e-mail and social links (when the shop has any).
import { SocialLinks, useSocialLinks } from "~/components/social-links";
import { GeneralInquiryButton } from "~/components/inquiry-general-button";
import { messagesFor } from "~/i18n/catalogues.server";
import { fillMessage } from "~/i18n/fill-message";
import { requestLanguage } from "~/i18n/languages";
import { PageMessages } from "~/i18n/page-messages";
import { SHOP_INFO, chatLink, telLink } from "~/shop/shop-info";
import type { Route } from "./+types/contact-us";

/** The street and the town, written as the post writes them; the country, the last line, is the page's language's. */
const STREET_AND_TOWN = SHOP_INFO.address.slice(0, -1);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { contact } = loaderData.messages;
  const address = [...STREET_AND_TOWN, contact.country].join(", ");
  return [
    { title: `${contact.title} | Tyre Wholesale` },
    { name: "description", content: fillMessage(contact.description, { name: SHOP_INFO.name, phone: SHOP_INFO.phone, email: SHOP_INFO.email, address }) },
  ];
};

export function loader({ request }: Route.LoaderArgs) {
  return { messages: messagesFor(requestLanguage(request), ["contact"]) };
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  const { contact } = messages;
  const socialLinks = useSocialLinks();
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{contact.heading}</h1>
        <p className="mt-3 max-w-2xl text-gray-700">{contact.intro}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="contact-details" className="rounded-2xl border border-gray-200 p-6 shadow-sm">
            <h2 id="contact-details" className="text-xl font-bold">
              <bdi translate="no">{SHOP_INFO.legalName}</bdi>
            </h2>
            <address className="mt-3 not-italic text-gray-800">
              {STREET_AND_TOWN.map((line) => (
                // Isolated, so a right-to-left page keeps "3087 BM Rotterdam" in its order.
                <span key={line} className="block" translate="no">
                  <bdi>{line}</bdi>
                </span>
              ))}
              <span className="block">{contact.country}</span>
            </address>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="font-semibold">{contact.phone}</dt>
              <dd>
                <a href={telLink()} className="text-brand-700 underline" dir="ltr">
                  {SHOP_INFO.phone}
                </a>
              </dd>
              <dt className="font-semibold">{contact.email}</dt>
              <dd>
                <a href={`mailto:${SHOP_INFO.email}`} className="break-all text-brand-700 underline" dir="ltr">
                  {SHOP_INFO.email}
                </a>
              </dd>
              <dt className="font-semibold">{contact.hours}</dt>
              <dd>{contact.openingHours}</dd>
            </dl>
            <GeneralInquiryButton className="mt-5" />
          </section>
          <section aria-labelledby="contact-channels" className="rounded-2xl border border-gray-200 p-6 shadow-sm">
            <h2 id="contact-channels" className="text-xl font-bold">
              {socialLinks.length > 0 ? contact.chatAndSocial : contact.chat}
            </h2>
            <a
              href={chatLink()}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-block rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
            >
              {contact.chatOnWhatsApp}
            </a>
            <SocialLinks links={socialLinks} className="mt-4 flex flex-wrap gap-3" linkClassName="text-brand-700 underline" />
          </section>
        </div>
      </div>
    </PageMessages>
  );
}
