// /logout: a POST ends the session (a form, so it works without JavaScript); a GET just goes home.
import { redirect } from "react-router";
import { signOut } from "~/auth/account-actions.server";
import { safeRedirectPath } from "~/auth/redirect-path";
import { readForm } from "~/forms/read-form.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return signOut(request, context, safeRedirectPath(form.get("redirectTo")));
}
