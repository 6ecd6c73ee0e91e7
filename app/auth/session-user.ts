// The signed-in user as pages see it; safe to import in the browser.

export interface SessionUser {
  id: string;
  name: string | null;
  email: string;
  image: string | null;
}

/** spec §3: every e-mail sign-up gets this fixed avatar (served from public/). */
export const DEFAULT_AVATAR = "/images/avatar-default.svg";

/** spec §2 Header: the display name, or 'User' when there is none. */
export function displayNameOf(user: Pick<SessionUser, "name">): string {
  return user.name?.trim() || "User";
}
