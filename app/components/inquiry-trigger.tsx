// A button that opens the inquiry dialog in place for a signed-in buyer; visitors get the
// login-required toast (or, on the search page, the alert) instead (spec §6). Once an inquiry is
// sent, its reference stays under the button.
import { lazy, Suspense, use, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { canContactSupplier } from "../auth/contact-guard";
import { useSessionUser } from "../auth/use-session-user";
import { DEFAULT_ORDER_QUANTITY } from "../domain/pricing";
import { inquiryModel } from "../inquiries/inquiry-model";
import type { ChoiceFields } from "../freight/choice-fields";
import { PRIMARY_BUTTON } from "~/styles/buttons";
import { InquiryReference } from "./inquiry-reference";
import { useInquiryButtonWords } from "~/inquiries/use-inquiry-button-words";
import { inquiryDialogWords } from "~/inquiries/inquiry-dialog-words";
import type { Language, OtherLanguage } from "~/i18n/languages";
import { MorePageMessages, useOptionalPageMessages } from "~/i18n/page-messages";
import { useLanguage } from "~/i18n/use-shell-text";

// The dialog and its schema (zod) load when a buyer first reaches for a button, not with the page
// (decision 061); hovering or focusing the button starts the download before the click.
const loadDialog = () => import("./inquiry-dialog");
const InquiryDialog = lazy(() => loadDialog().then((module) => ({ default: module.InquiryDialog })));
// A failed early download is not the buyer's problem yet: opening the dialog loads it again and
// a failure there reaches the error boundary.
const preloadDialog = () => void loadDialog().catch(() => undefined);

/** The dialog's words a translated page did not send (it sends the buttons' only), or null when they are there already. */
function missingWordsLanguage(language: Language, sent: boolean): OtherLanguage | null {
  return language === "en" || sent ? null : language;
}

/** The dialog's words in the page's language, loaded beside the dialog's script (decision 313). */
function DialogWords({ language, children }: { language: OtherLanguage; children: ReactNode }) {
  return <MorePageMessages messages={{ inquiry: use(inquiryDialogWords(language)) }}>{children}</MorePageMessages>;
}

/** The tyre an inquiry is about; null for a 'General Inquiry' (spec §3). */
export interface InquiryTyre {
  id: number;
  brand: string;
  model: string;
  size: string;
}

export interface InquiryTriggerProps {
  tyre: InquiryTyre | null;
  quantity?: number;
  notice?: "toast" | "alert";
  className?: string;
  children: ReactNode;
  /** Marks the button for tests and styles ('contact-to-buy', 'general-inquiry'). */
  kind: string;
  /** The accessible name, when the visible words alone do not say which tyre. */
  ariaLabel?: string;
  /** The page's shipping terms and place (/buy-now); else FOB. */
  shipping?: InquiryShipping | undefined;
}

/** What the dialog opens with from the page: its chosen terms and place. */
export interface InquiryShipping {
  fields: ChoiceFields;
}

export function InquiryTrigger({
  tyre,
  quantity = DEFAULT_ORDER_QUANTITY,
  notice = "toast",
  className = "",
  children,
  kind,
  ariaLabel,
  shipping,
}: InquiryTriggerProps) {
  const user = useSessionUser();
  const location = useLocation();
  const words = useInquiryButtonWords();
  const wordsToLoad = missingWordsLanguage(useLanguage(), useOptionalPageMessages("inquiry") !== undefined);
  const preload = () => {
    preloadDialog();
    if (wordsToLoad) void inquiryDialogWords(wordsToLoad).catch(() => undefined);
  };
  const [open, setOpen] = useState(false);
  /** The last inquiry sent from this button, whose reference stays after the dialog closes. */
  const [sentId, setSentId] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Focus goes back to the button that opened the dialog, once the dialog has left the page (a
  // modal dialog makes the rest of the page inert while it is there). An effect runs after that
  // commit even in a background tab, where animation frames may never come.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [open]);
  const close = () => setOpen(false);
  const dialog = user && (
    <InquiryDialog
      title={tyre ? words.contactToBuy : words.generalInquiry}
      model={tyre ? `${inquiryModel(tyre)} ${tyre.size}` : inquiryModel(null)}
      tyreId={tyre?.id ?? null}
      quantity={quantity}
      name={user.name ?? ""}
      email={user.email}
      shipping={shipping?.fields}
      onClose={close}
      onSent={setSentId}
    />
  );
  return (
    <>
      <button
        ref={button}
        type="button"
        data-inquiry-trigger={kind}
        data-contact-to-buy={kind === "contact-to-buy" ? "" : undefined}
        data-quantity={quantity}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onPointerEnter={user ? preload : undefined}
        onFocus={user ? preload : undefined}
        onClick={() => {
          if (canContactSupplier(user, notice, location.pathname + location.search, words)) setOpen(true);
        }}
        className={`${PRIMARY_BUTTON} ${className}`}
      >
        {children}
      </button>
      {sentId !== null && <InquiryReference inquiryId={sentId} className="w-full text-green-800" />}
      {open && user ? <Suspense fallback={null}>{wordsToLoad ? <DialogWords language={wordsToLoad}>{dialog}</DialogWords> : dialog}</Suspense> : null}
    </>
  );
}
