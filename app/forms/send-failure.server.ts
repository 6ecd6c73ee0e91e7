// A form failure as an Express JSON answer: the result shape, with the status its kind names.
import type { Response } from "express";
import { resultOf, statusOf, type FormFailure } from "./form-result";

export function sendFailure(res: Response, failure: FormFailure): void {
  res.status(statusOf(failure)).json(resultOf(failure));
}
