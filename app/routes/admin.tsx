// /admin: the back office's frame. Its loader checks the seller role like every /admin
// loader and action does on its own (a child's loader runs beside this one, not after it). On the
// second factor's enrolment page, before the seller has one, it shows no sections (decision 281).
import { data, Outlet } from "react-router";
import { requireSeller, SECOND_FACTOR_PATH } from "~/admin/require-seller.server";
import { secondFactorState } from "~/auth/two-factor.server";
import { AdminNav } from "~/components/admin-nav";
import { MailHealthBanner } from "~/components/mail-health-banner";
import type { Route } from "./+types/admin";
import { PRIVATE_HEADERS } from "~/http/private-response";

export async function loader({ request, context }: Route.LoaderArgs) {
  const enrolling = new URL(request.url).pathname === SECOND_FACTOR_PATH;
  const seller = await requireSeller(request, context, { enrolling });
  const secured = !enrolling || (await secondFactorState(context.db, request, seller.id)) === "passed";
  const mail = secured ? await context.mailHealth.read() : null;
  return data({ seller: { email: seller.email }, mail }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold tracking-wide text-gray-500 uppercase">Back office</p>
        <p className="text-sm text-gray-600">Signed in as {loaderData.seller.email}</p>
      </div>
      {loaderData.mail ? (
        <>
          <AdminNav />
          <MailHealthBanner health={loaderData.mail} />
        </>
      ) : null}
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
