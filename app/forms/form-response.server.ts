// A form failure as a route action's answer: the result shape, with the status its kind names.
import { data } from "react-router";
import { resultOf, statusOf, type FormFailure } from "./form-result";

/** `headers`: what the answer must carry anyway (a cookie the request changed before it failed). */
export function failureResponse<Extra extends object = object>(failure: FormFailure, extra?: Extra, headers?: HeadersInit) {
  return data({ ...resultOf(failure), ...extra } as ReturnType<typeof resultOf> & Extra, { status: statusOf(failure), headers });
}
