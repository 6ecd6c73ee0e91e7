// The signed-in buyer's corner of the header (spec §2 Header): an avatar button opening a menu with
// the display name (or 'User'), My inquiries, My company, the back office for a seller and Logout.
// Logout is a POST form, and without JavaScript the menu opens on focus, so it works without
// scripts too. A chunk of its own, drawn through AccountMenu: an anonymous visitor never loads it.
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useHydrated } from "~/browser/use-hydrated";
import { DEFAULT_AVATAR, displayNameOf, type SessionUser } from "~/auth/session-user";
import { SHELL_ACCOUNT_EN } from "~/i18n/messages/shell-account.en";
import { useShellText } from "~/i18n/use-shell-text";

/** One look for every item of the menu: its links and the logout button. */
const MENU_ITEM =
  "rounded-lg px-3 py-2 text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

/** `here`: the page to come back to after logging out. */
export function UserMenu({ user, here, seller }: { user: SessionUser; here: string; seller: boolean }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = displayNameOf(user);
  const text = useShellText(SHELL_ACCOUNT_EN);
  // spec §4: logout sets the auth state to loading until the server has answered. A page in a
  // language posts to its prefixed /logout ("/fr/logout").
  const loggingOut = useNavigation().formAction?.endsWith("/logout") ?? false;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape and focus leaving, heard from the menu's own button and links
    <div
      ref={wrapper}
      // Before scripts run the menu shows while focus is inside it (a click on the avatar
      // focuses it), so Logout stays reachable without JavaScript.
      className={`relative ${hydrated ? "" : "group"}`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <img
          src={user.image || DEFAULT_AVATAR}
          alt=""
          width={36}
          height={36}
          className="h-9 w-9 rounded-full border border-gray-200 object-cover"
          referrerPolicy="no-referrer"
        />
        <span className="sr-only">{text("accountMenuFor", { name })}</span>
      </button>
      <div
        id={menuId}
        className={`absolute end-0 z-40 mt-2 w-56 rounded-xl border border-gray-200 bg-white p-2 shadow-lg ${open ? "block" : "hidden"} group-focus-within:block`}
      >
        <p className="truncate px-3 pb-2 pt-1 text-sm font-semibold text-gray-900" title={name}>
          {name}
        </p>
        <Link to="/account/inquiries" onClick={() => setOpen(false)} className={`block ${MENU_ITEM}`}>
          {text("myInquiries")}
        </Link>
        <Link to="/account/company" onClick={() => setOpen(false)} className={`block ${MENU_ITEM}`}>
          {text("myCompany")}
        </Link>
        {seller && (
          <Link to="/admin" onClick={() => setOpen(false)} className={`block ${MENU_ITEM}`}>
            {text("backOffice")}
          </Link>
        )}
        <Form method="post" action="/logout" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" disabled={loggingOut} className={`w-full text-left ${MENU_ITEM}`}>
            {loggingOut ? text("loggingOut") : text("logout")}
          </button>
        </Form>
      </div>
    </div>
  );
}
