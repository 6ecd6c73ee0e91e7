import { describe, expect, it } from "vitest";
import { GENERATED_END, GENERATED_START, withGeneratedPart } from "./report-file";

const marked = (text: string) => `${GENERATED_START}\n${text}\n${GENERATED_END}`;

describe("withGeneratedPart", () => {
  it.each([
    [
      "replaces only what lies between the markers",
      `# P\n\nBy hand.\n\n${marked("old run")}\n\n## Also by hand\n`,
      `# P\n\nBy hand.\n\n${marked("new run")}\n\n## Also by hand\n`,
    ],
    ["keeps a file without markers whole and adds the part at its end", "# P\n\nBy hand.\n", `# P\n\nBy hand.\n\n${marked("new run")}\n`],
    [
      "adds a part when the end marker comes before the start",
      `${GENERATED_END}\n${GENERATED_START}\nold run\n`,
      `${GENERATED_END}\n${GENERATED_START}\nold run\n\n${marked("new run")}\n`,
    ],
    ["starts a missing file with a heading", null, `# Performance\n\n${marked("new run")}\n`],
  ])("%s", (_case, current, expected) => {
    expect(withGeneratedPart(current, "\nnew run\n\n")).toBe(expected);
  });

  it("writes the same file again when the run's text is the same", () => {
    const once = withGeneratedPart("# P\n\nBy hand.\n", "run");
    expect(withGeneratedPart(once, "run")).toBe(once);
  });
});
