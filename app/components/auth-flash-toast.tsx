// Shows the one-time notice an account action left in the flash cookie ('Signup Successful'),
// on the page the buyer lands on. Rendered by AccountMenu, which every page with a header has.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { FLASH_NOTICES, takeFlashNotice } from "~/auth/flash";
import { showSuccessToast } from "../toasts/toast-queue";

export function AuthFlashToast() {
  const location = useLocation();
  useEffect(() => {
    const notice = takeFlashNotice();
    if (notice) showSuccessToast(FLASH_NOTICES[notice]);
  }, [location.key]);
  return null;
}
