// /admin's overview: where each section of the back office is, what it is for, and
// what waits there now.
import { data, Link } from "react-router";
import { ADMIN_SECTIONS } from "~/admin/admin-sections";
import { readOverviewFigures } from "~/admin/admin-overview.server";
import { requireSeller } from "~/admin/require-seller.server";
import type { Route } from "./+types/admin-home";
import { PRIVATE_HEADERS } from "~/http/private-response";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const figures = await readOverviewFigures(context.db, await context.mailHealth.read());
  return data({ sections: ADMIN_SECTIONS, figures }, { headers: PRIVATE_HEADERS });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Back office | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Back office</h1>
      {loaderData.sections.length === 0 ? (
        <p className="mt-2 text-gray-600">The back office's sections appear here as they open.</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {loaderData.sections.map((section) => (
            <li key={section.path}>
              <Link to={section.path} className="block rounded-lg border border-gray-200 p-4 hover:border-gray-400">
                <span className="font-semibold text-gray-900">{section.label}</span>
                <span className="mt-1 block text-sm text-gray-600">{section.purpose}</span>
                {loaderData.figures[section.path] && (
                  <span data-figure={section.path} className="mt-2 block text-sm font-semibold text-gray-900">
                    {loaderData.figures[section.path]}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
