// The floating chat-link button (spec §2): opens a messaging-app chat with a prefilled greeting.
// On a phone it is a slim bar along the bottom edge with room left for it (ChatButtonRoom, the
// scroll padding in app.css): as a round button over the content it covered the home form's
// Pattern select, policy text and a tyre's load and speed line (decision 142).
import { chatLink } from "~/shop/shop-info";
import { useShellText } from "~/i18n/use-shell-text";

export function ChatButton() {
  const text = useShellText();
  return (
    <aside aria-label={text("chat")}>
      <a
        href={chatLink()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={text("chatWithUs")}
        data-chat-button
        className="fixed inset-x-0 bottom-0 z-40 flex h-12 items-center justify-center gap-2 bg-green-700 font-semibold text-white shadow-lg transition focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white sm:inset-x-auto sm:bottom-5 sm:end-5 sm:grid sm:h-14 sm:w-14 sm:place-items-center sm:rounded-full sm:hover:scale-105 sm:focus-visible:outline-offset-2 sm:focus-visible:outline-green-700"
      >
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" fill="currentColor" className="size-6 sm:size-7">
          <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.6a10.6 10.6 0 0 1-5.4-1.5l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7a.6.6 0 0 0 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.8.9 3.9.8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.4Z" />
        </svg>
        <span className="sm:hidden">{text("chatWithUs")}</span>
      </a>
    </aside>
  );
}

/** The room the chat bar (phone) or round button takes at the end of the page, so the footer's last line scrolls clear of it. */
export function ChatButtonRoom() {
  return <div aria-hidden="true" className="h-12 shrink-0 bg-gray-900 sm:h-20" data-chat-room />;
}
