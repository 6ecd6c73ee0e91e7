// The header's account corner rendered on the server, as the first HTML a buyer gets. The avatar
// menu is a chunk of its own, loaded before the render as root's loader loads it for a signed-in buyer.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/auth/session-user";
import { AccountMenu, loadUserMenu } from "./account-menu";

function render(user: SessionUser | null, path = "/buy-now?quantity=60"): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(AccountMenu, { user }) }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

describe("AccountMenu", () => {
  beforeAll(() => loadUserMenu());

  it("shows a Login link back to the current page when logged out", () => {
    const html = render(null);
    expect(html).toContain('href="/login?redirectTo=%2Fbuy-now%3Fquantity%3D60"');
    expect(html).toContain(">Login</a>");
  });

  it("shows the avatar button, the display name and a Logout form when logged in", () => {
    const html = render({ id: "1", name: "Ana Buyer", email: "ana@example.com", image: null });
    // Drawn in the one pass, not left for the browser to render (page-render.server.tsx).
    expect(html).not.toContain("<!--$!-->");
    expect(html).toMatch(/<button[^>]*aria-expanded="false"/);
    expect(html).toContain('src="/images/avatar-default.svg"');
    expect(html).toContain("Ana Buyer");
    expect(html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/logout")/);
    expect(html).toContain(">Logout</button>");
    expect(html).toMatch(/<a[^>]*href="\/account\/inquiries"[^>]*>My inquiries<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/account\/company"[^>]*>My company<\/a>/);
  });

  it("says 'User' when the profile has no name", () => {
    const html = render({ id: "1", name: null, email: "ana@example.com", image: "https://example.com/a.png" });
    expect(html).toContain(">User</p>");
    expect(html).toContain('src="https://example.com/a.png"');
  });
});
