// A form failure as a route action's answer: the result shape, with the status its kind names.
import { data } from "react-router";
import { resultOf, statusOf, type FormFailure } from "./form-result";

export function failureResponse<Extra extends object = object>(failure: FormFailure, extra?: Extra) {
  return data({ ...resultOf(failure), ...extra } as ReturnType<typeof resultOf> & Extra, { status: statusOf(failure) });
}
