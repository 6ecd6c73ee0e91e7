// The frame of every account page: a centred card with a heading and a short line under it.
import type { ReactNode } from "react";

export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <section aria-labelledby="auth-title" className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-gray-900">
          {title}
        </h1>
        {intro ? <p className="mt-1.5 text-sm text-gray-600">{intro}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 border-t border-gray-100 pt-5 text-center text-sm text-gray-700">{footer}</div> : null}
      </section>
    </div>
  );
}

/** The orange main action of a form; shows `busyLabel` while the form is being sent. */
export function AuthSubmitButton({
  busy,
  label,
  busyLabel = "Please wait...",
  name,
  value,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy}
      className="w-full rounded-lg bg-brand-600 px-4 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** A short message box above a form: an error (role=alert) or a confirmation (role=status). */
export function AuthNotice({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  const style = tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`mb-5 rounded-lg border px-3.5 py-2.5 text-sm ${style}`}>
      {children}
    </div>
  );
}
