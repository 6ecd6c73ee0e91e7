// Any unknown route: HTTP 404 with the spec's error page (spec §2 '*'), its message saying the page
// was not found, and the ways on: the whole size finder, the offer lists and the size pages.
import { data } from "react-router";
import { finderSizes } from "~/catalogue/catalogue-sizes";
import { listCatalogueSizes } from "~/catalogue/catalogue-sizes.server";
import { NO_CHOICE } from "~/catalogue/size-finder";
import { ErrorPage } from "~/components/error-page";
import { NotFoundHelp } from "~/components/not-found-help";
import { SizeFinder } from "~/components/size-finder";
import type { Route } from "./+types/not-found";

const PAGE_NOT_FOUND = "Page not found.";

export async function loader({ context }: Route.LoaderArgs) {
  return data({ finder: finderSizes(await listCatalogueSizes(context.db)) }, { status: 404, statusText: "Not Found" });
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <ErrorPage status={404} message={PAGE_NOT_FOUND}>
      <NotFoundHelp finder={<SizeFinder sizes={loaderData.finder} initial={NO_CHOICE} />} />
    </ErrorPage>
  );
}
