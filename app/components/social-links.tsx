// The shop's own social profiles (SOCIAL_LINKS), read from the root loader's public
// settings; nothing at all until the seller has set real ones.
import { useRouteLoaderData } from "react-router";
import type { SocialLink } from "~/shop/shop-info";

export function useSocialLinks(): SocialLink[] {
  return useRouteLoaderData<{ socialLinks?: SocialLink[] }>("root")?.socialLinks ?? [];
}

export function SocialLinks({ links, className, linkClassName }: { links: SocialLink[]; className: string; linkClassName: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label="Social media">
      {links.map((s) => (
        <li key={s.href}>
          <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {s.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
