import { Link } from "react-router";
import { listTyres } from "~/catalogue/repository.server";
import type { Route } from "./+types/home";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Wholesale Tyres in Bulk | Tyre Wholesale" },
    { name: "description", content: "Truck, car, motorcycle and off-road tyres in bulk from 50 pieces, shipped worldwide by container." },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const page = await listTyres(context.db, { season: "summer", vehicleType: "truck", page: 1, pageSize: 8 });
  return { tyres: page.items, total: page.total };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-3xl font-bold">Wholesale tyres, shipped by container</h1>
      <p className="mt-2 text-gray-700">{loaderData.total} summer truck tyres in the catalogue.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.tyres.map((t) => (
          <li key={t.id} className="rounded-lg border p-4">
            <p className="font-semibold">{t.brand}</p>
            <p>{t.model}</p>
            <p className="text-sm text-gray-600">{t.size.normalized}</p>
          </li>
        ))}
      </ul>
      <Link to="/tyre_data.json" reloadDocument className="mt-6 inline-block underline">
        Catalogue data
      </Link>
    </main>
  );
}
