// What pages may know of the configuration (never secrets): the shape of `context.config` in every
// loader (app/load-context.ts), filled in from the server's configuration by server/app.ts.
import type { SocialLink } from "./shop/shop-info";

export interface PublicConfig {
  publicUrl: string;
  googleSignIn: boolean;
  /** SOCIAL_LINKS: the shop's own profiles, empty until the seller sets them. */
  socialLinks: SocialLink[];
}
