import { describe, expect, it, vi } from "vitest";
import { connectToaster, ERROR_TOAST_MS, MAX_TOASTS, onToastWanted, showErrorToast, showSuccessToast, SUCCESS_TOAST_MS } from "./toast-queue";

describe("toasts before and after the toast library loads (spec §4)", () => {
  it("keeps toasts until the toaster connects, asks for the toaster once per toast, then delivers in order", () => {
    const wanted = vi.fn();
    const unsubscribe = onToastWanted(wanted);
    showErrorToast("Please enter both email and password.");
    showSuccessToast("Signup Successful");
    expect(wanted).toHaveBeenCalledTimes(2);

    const delivered = vi.fn();
    const disconnect = connectToaster(delivered);
    expect(delivered.mock.calls.map(([toast]) => toast)).toEqual([
      { kind: "error", message: "Please enter both email and password.", options: { duration: 4000 } },
      { kind: "success", message: "Signup Successful", options: { duration: 2000 } },
    ]);

    showErrorToast("To contact for buying, please log in or create an account first.", { position: "top-center" });
    expect(delivered).toHaveBeenLastCalledWith({
      kind: "error",
      message: "To contact for buying, please log in or create an account first.",
      options: { duration: 4000, position: "top-center" },
    });
    expect(wanted).toHaveBeenCalledTimes(2);

    disconnect();
    unsubscribe();
  });

  it("tells a host that subscribes late about a toast already waiting", () => {
    showErrorToast("Failed to load tyre data. Please try again later.");
    const wanted = vi.fn();
    const unsubscribe = onToastWanted(wanted);
    expect(wanted).toHaveBeenCalledTimes(1);
    const delivered = vi.fn();
    connectToaster(delivered)();
    expect(delivered).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("holds the spec's numbers: errors 4 s, success 2 s, 20 at most", () => {
    expect([ERROR_TOAST_MS, SUCCESS_TOAST_MS, MAX_TOASTS]).toEqual([4000, 2000, 20]);
  });
});
