// The catalogue API (docs/api.md): thin Express handlers over app/catalogue. Bad parameters
// answer 400 with a JSON reason; nothing here can turn a bad query into a 500.
import { Router, type Request, type Response } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../app/db/schema";
import { exportNestedCatalogue } from "../app/catalogue/export-nested.server";
import { listFilterOptions } from "../app/catalogue/filter-options.server";
import { getTyre, listTyres, suggestTyres } from "../app/catalogue/repository.server";
import { getCatalogueRevision } from "../app/catalogue/revision.server";
import { parseTyreQuery, tyreFilterSchema } from "../app/catalogue/tyre-query";

function badRequest(res: Response, errors: Array<{ param: string; message: string }>) {
  const reason = errors.map((e) => `${e.param} ${e.message}`).join("; ");
  res.status(400).json({ error: reason, errors });
}

function queryParams(req: Request): URLSearchParams {
  return new URL(req.originalUrl, "http://local").searchParams;
}

export function catalogueApi(db: Kysely<Database>): Router {
  const router = Router();

  router.get("/api/tyres", async (req, res) => {
    const parsed = parseTyreQuery(queryParams(req));
    if (!parsed.ok) return badRequest(res, parsed.errors);
    res.json(await listTyres(db, parsed.query));
  });

  router.get("/api/tyres/:id", async (req, res) => {
    const id = req.params.id;
    if (!/^\d{1,15}$/.test(id)) return badRequest(res, [{ param: "id", message: "must be a whole number" }]);
    const tyre = await getTyre(db, Number(id));
    if (!tyre) return res.status(404).json({ error: `tyre ${id} not found` });
    res.json(tyre);
  });

  router.get("/api/suggest", async (req, res) => {
    const q = queryParams(req).get("q") ?? "";
    if (q.length > 200) return badRequest(res, [{ param: "q", message: "is longer than 200 characters" }]);
    const tyres = await suggestTyres(db, q);
    res.json({
      items: tyres.map((t) => ({
        id: t.id,
        label: `${t.brand} — ${t.model} (${t.size.normalized})`,
        brand: t.brand,
        model: t.model,
        size: t.size.normalized,
        season: t.season,
        vehicleType: t.vehicleType,
        pattern: t.pattern,
      })),
    });
  });

  router.get("/api/filters", async (req, res) => {
    const parsed = tyreFilterSchema.safeParse(Object.fromEntries(queryParams(req)));
    if (!parsed.success) {
      return badRequest(res, parsed.error.issues.map((i) => ({ param: String(i.path[0] ?? ""), message: i.message })));
    }
    res.json(await listFilterOptions(db, parsed.data));
  });

  // Kept for the spec's clients (§7): the whole catalogue in its nested shape. Built once per
  // catalogue revision; the ETag lets browsers revalidate, so an import shows up at once.
  let cached: { revision: number; body: string } | null = null;
  router.get("/tyre_data.json", async (req, res) => {
    const { revision } = await getCatalogueRevision(db);
    const etag = `W/"catalogue-${revision}"`;
    res.setHeader("ETag", etag);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    if (req.headers["if-none-match"] === etag) return res.status(304).end();
    if (!cached || cached.revision !== revision) {
      cached = { revision, body: JSON.stringify(await exportNestedCatalogue(db)) };
    }
    res.type("application/json").send(cached.body);
  });

  return router;
}
