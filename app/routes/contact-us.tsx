// /contact-us (spec §2): the company's address, phone, e-mail and social links (when the shop has any).
import { SocialLinks, useSocialLinks } from "~/components/social-links";
import { GeneralInquiryButton } from "~/components/inquiry-general-button";
import { SHOP_INFO, chatLink, telLink } from "~/shop/shop-info";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = () => [
  { title: "Contact Us | Tyre Wholesale" },
  { name: "description", content: `Contact ${SHOP_INFO.name}: ${SHOP_INFO.phone}, ${SHOP_INFO.email}, ${SHOP_INFO.address.join(", ")}.` },
];

export default function ContactUs() {
  const socialLinks = useSocialLinks();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Contact us</h1>
      <p className="mt-3 max-w-2xl text-gray-700">Our sales team answers inquiries about sizes, prices, containers and shipping within one working day.</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="contact-details" className="rounded-2xl border border-gray-200 p-6 shadow-sm">
          <h2 id="contact-details" className="text-xl font-bold">
            {SHOP_INFO.legalName}
          </h2>
          <address className="mt-3 not-italic text-gray-800">
            {SHOP_INFO.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a href={telLink()} className="text-brand-700 underline">
                {SHOP_INFO.phone}
              </a>
            </dd>
            <dt className="font-semibold">E-mail</dt>
            <dd>
              <a href={`mailto:${SHOP_INFO.email}`} className="break-all text-brand-700 underline">
                {SHOP_INFO.email}
              </a>
            </dd>
            <dt className="font-semibold">Hours</dt>
            <dd>{SHOP_INFO.openingHours}</dd>
          </dl>
          <GeneralInquiryButton className="mt-5" />
        </section>
        <section aria-labelledby="contact-channels" className="rounded-2xl border border-gray-200 p-6 shadow-sm">
          <h2 id="contact-channels" className="text-xl font-bold">
            {socialLinks.length > 0 ? "Chat and social media" : "Chat"}
          </h2>
          <a
            href={chatLink()}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-block rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
          >
            Chat on WhatsApp
          </a>
          <SocialLinks links={socialLinks} className="mt-4 flex flex-wrap gap-3" linkClassName="text-brand-700 underline" />
        </section>
      </div>
    </div>
  );
}
