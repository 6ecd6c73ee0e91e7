// /admin/mail (decision 174): the e-mails that fail or have waited longer than 15
// minutes, oldest first, with their last error, attempts, age, inquiry and 'Send again'.
import { data } from "react-router";
import { listTroubledMail } from "~/admin/mail-health.server";
import { requireSeller } from "~/admin/require-seller.server";
import { AdminMailList } from "~/components/admin-mail-list";
import type { Route } from "./+types/admin-mail";
import { PRIVATE_HEADERS } from "~/http/private-response";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const now = new Date();
  return data({ mail: await listTroubledMail(context.db, now), now: now.getTime() }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "E-mail | Back office" }, { name: "robots", content: "noindex" }];
}

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">E-mail</h1>
      <p className="mt-1 text-gray-700">E-mails that fail or have waited longer than 15 minutes. The outbox keeps trying; 'Send again' tries now.</p>
      <div className="mt-4">
        {loaderData.mail.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">Every e-mail has gone out.</p>
        ) : (
          <AdminMailList mail={loaderData.mail} now={loaderData.now} showInquiry />
        )}
      </div>
    </>
  );
}
