// A page's messages for the components it draws, shared ones included (decision 294): the route's
// loader picks the areas (`messagesFor`), its component hands them to `<PageMessages>` once, and any
// component below reads its area with `usePageMessages("listing")`, without passing words down
// through props. The areas are only types here: no catalogue is imported into the browser.
import { createContext, useContext, type ReactNode } from "react";
import type { MessageArea, MessageAreas } from "./catalogues.server";

const PageMessagesContext = createContext<Partial<MessageAreas>>({});

export function PageMessages({ messages, children }: { messages: Partial<MessageAreas>; children: ReactNode }) {
  return <PageMessagesContext.Provider value={messages}>{children}</PageMessagesContext.Provider>;
}

/** More areas for the components below, beside the page's: words a part of the page loads itself when it opens. */
export function MorePageMessages({ messages, children }: { messages: Partial<MessageAreas>; children: ReactNode }) {
  const page = useContext(PageMessagesContext);
  return <PageMessagesContext.Provider value={{ ...page, ...messages }}>{children}</PageMessagesContext.Provider>;
}

/** An area's messages in the page's language; a route that draws the component without asking its loader for the area is a bug, said at once. */
export function usePageMessages<Area extends MessageArea>(area: Area): MessageAreas[Area] {
  const messages = useContext(PageMessagesContext)[area];
  if (!messages) throw new Error(`The page's loader sent no "${area}" messages: add "${area}" to its messagesFor(...)`);
  return messages;
}

/**
 * An area's messages when the page's loader sent them, else undefined: for a shared component
 * drawn on pages not all of which send its area yet, which then shows its English words.
 */
export function useOptionalPageMessages<Area extends MessageArea>(area: Area): MessageAreas[Area] | undefined {
  return useContext(PageMessagesContext)[area];
}
