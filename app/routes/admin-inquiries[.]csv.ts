// /admin/inquiries.csv: the pipeline's current view as CSV, every page, streamed.
import { readPipelineFilter } from "~/admin/inquiry-pipeline";
import { pipelineCsvStream } from "~/admin/pipeline-csv.server";
import { requireSeller } from "~/admin/require-seller.server";
import type { Route } from "./+types/admin-inquiries[.]csv";
import { PRIVATE_HEADERS } from "~/http/private-response";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const filter = readPipelineFilter(new URL(request.url).searchParams);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(pipelineCsvStream(context.db, filter), {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
    },
  });
}
