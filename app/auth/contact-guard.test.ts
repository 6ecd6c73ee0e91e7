import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { connectToaster } from "../toasts/toast-queue";
import { canContactSupplier, LOGIN_REQUIRED_ALERT, LOGIN_REQUIRED_TOAST } from "./contact-guard";

const toastError = vi.fn();
// Disconnected after the file: unit files share their modules (the toast queue among them).
let disconnect: () => void;
beforeAll(() => {
  disconnect = connectToaster((toast) => {
    if (toast.kind === "error") toastError(toast.message, toast.options);
  });
});
afterAll(() => disconnect());

describe("canContactSupplier (spec §6)", () => {
  const alert = vi.fn();
  beforeEach(() => {
    toastError.mockReset();
    alert.mockReset();
    vi.stubGlobal("window", { alert });
  });

  it("lets a signed-in user open the inquiry form", () => {
    expect(canContactSupplier({ id: "1", name: null, email: "a@b.co", image: null })).toBe(true);
    expect(toastError).not.toHaveBeenCalled();
  });

  it("shows the top-center 4 s toast to a visitor, with a 'Log in' action back to the page", () => {
    expect(canContactSupplier(null, "toast", "/buy-now?tyre=7&quantity=60")).toBe(false);
    expect(toastError).toHaveBeenCalledWith("To contact for buying, please log in or create an account first.", {
      duration: 4000,
      position: "top-center",
      action: { label: "Log in", href: "/login?redirectTo=%2Fbuy-now%3Ftyre%3D7%26quantity%3D60" },
    });
    expect(LOGIN_REQUIRED_TOAST).toBe("To contact for buying, please log in or create an account first.");
  });

  it("uses the browser alert on the search page", () => {
    expect(canContactSupplier(null, "alert")).toBe(false);
    expect(alert).toHaveBeenCalledWith("Please log in to contact for buying");
    expect(LOGIN_REQUIRED_ALERT).toBe("Please log in to contact for buying");
  });
});
