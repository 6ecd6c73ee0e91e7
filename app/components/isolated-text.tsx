// A sentence a loader worded with its codes and amounts isolated left to right
// (i18n/left-to-right.ts): each of them drawn as <bdi dir="ltr">, the rest as text (decision 311).
import type { ReactNode } from "react";
import { isolatedRuns } from "~/i18n/left-to-right";

export function IsolatedText({ text }: { text: string }): ReactNode {
  const runs = isolatedRuns(text);
  if (runs.length === 1 && !runs[0]!.ltr) return text;
  return runs.map((run, i) =>
    run.ltr ? (
      <bdi key={i} dir="ltr" data-ltr>
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}
