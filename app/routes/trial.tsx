// /trial was not shown in the spec's shop; it leads to the trial tyre list.
import { redirect } from "react-router";

export function loader() {
  return redirect("/trial-tyres", 301);
}
