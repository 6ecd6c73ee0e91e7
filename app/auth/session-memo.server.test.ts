import { describe, expect, it } from "vitest";
import { createSessionMemo, sessionTokenOf } from "./session-memo.server";

const buyer = { id: "u1", name: "Ada", email: "ada@example.com", image: null };

describe("sessionTokenOf", () => {
  it.each([
    ["tyres.session_token=abc.sig", "tyres.session_token=abc.sig"],
    ["a=1; tyres.session_token=abc.sig; b=2", "tyres.session_token=abc.sig"],
    ["__Secure-tyres.session_token=abc.sig", "__Secure-tyres.session_token=abc.sig"],
    ["tyres_flash=signup", null],
    ["mytyres.session_token=x", null],
    [null, null],
  ])("%s -> %s", (cookie, token) => {
    expect(sessionTokenOf(cookie)).toBe(token);
  });
});

describe("createSessionMemo", () => {
  it("remembers an answer for its time to live only", () => {
    const memo = createSessionMemo(5_000);
    memo.set("t", buyer, 1_000);
    expect(memo.get("t", 5_999)).toEqual(buyer);
    expect(memo.get("t", 6_000)).toBeUndefined();
  });

  it("remembers that a token has no session, and forgets a token on sign-out", () => {
    const memo = createSessionMemo(5_000);
    memo.set("revoked", null, 0);
    expect(memo.get("revoked", 1)).toBeNull();
    memo.set("t", buyer, 0);
    memo.forget("t");
    expect(memo.get("t", 1)).toBeUndefined();
  });

  it("holds at most its limit, dropping the oldest first", () => {
    const memo = createSessionMemo(5_000, 2);
    memo.set("a", buyer, 0);
    memo.set("b", buyer, 0);
    memo.set("c", buyer, 0);
    expect(memo.get("a", 1)).toBeUndefined();
    expect(memo.get("b", 1)).toEqual(buyer);
    expect(memo.get("c", 1)).toEqual(buyer);
  });
});
