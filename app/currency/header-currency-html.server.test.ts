import { describe, expect, it } from "vitest";
import { headerCurrencyHtml } from "./header-currency-html.server";

const DISPLAY = { catalogue: "EUR", choices: ["GBP", "USD"], selected: "USD" };

describe("headerCurrencyHtml", () => {
  it("posts to the same page by GET, keeping its other parameters, with the chosen currency selected", () => {
    const html = headerCurrencyHtml(DISPLAY, new URL("http://shop.test/buy-now?tyre=12&quantity=120&currency=GBP"));
    expect(html).toContain('<form method="get" action="/buy-now"');
    expect(html).toContain('<input type="hidden" name="tyre" value="12"><input type="hidden" name="quantity" value="120">');
    expect(html).not.toContain('name="currency" value');
    expect(html).toContain('<option value="EUR">EUR</option><option value="GBP">GBP</option><option value="USD" selected>USD</option>');
  });

  it("escapes whatever the visitor's URL held", () => {
    const html = headerCurrencyHtml(DISPLAY, new URL(`http://shop.test/summer-offers?brand="><script>alert(1)</script>&x'=1`));
    expect(html).not.toContain("<script>");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('name="x&#39;"');
  });
});
