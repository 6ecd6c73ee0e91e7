// The signed-in user for any component, from the root loader (null when logged out).
import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "./session-user";

export function useSessionUser(): SessionUser | null {
  return useRouteLoaderData<{ user: SessionUser | null }>("root")?.user ?? null;
}
