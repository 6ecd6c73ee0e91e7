import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Alert, type AlertProps } from "./alert";

// The markup each page wrote by hand before the banner was one component: the look must not change.
describe("Alert", () => {
  it.each<[string, Omit<AlertProps, "children">, string]>([
    ["under a page's heading", {}, '<p role="alert" class="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800">Bad</p>'],
    ["under a form's heading", { placement: "form" }, '<p role="alert" class="mt-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800">Bad</p>'],
    [
      "under a file field",
      { placement: "field", id: "catalogue-file-error" },
      '<p id="catalogue-file-error" role="alert" class="mt-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm break-words text-red-800">Bad</p>',
    ],
    [
      "the mail health banner",
      { as: "div", strong: true, ...{ "data-mail-health": "troubled" } },
      '<div data-mail-health="troubled" role="alert" class="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">Bad</div>',
    ],
  ])("%s", (_where, props, markup) => {
    expect(renderToStaticMarkup(<Alert {...props}>Bad</Alert>)).toBe(markup);
  });
});
