// Before the browser suite: a fresh build of the storefront when the sources changed.
import { buildIfStale } from "../../scripts/build-if-stale";

export default function setup() {
  buildIfStale();
}
