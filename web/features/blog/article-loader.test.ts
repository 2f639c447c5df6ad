import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import type { ReadResult } from "../../../contract/page-data.ts";
import { loader } from "../../routes/blog-article.tsx";

function context(read: ReadResult<unknown>) {
  return { lang: "zh-CN", publicUrl: "https://plaza.example", dataRequest: false, data: { blogArticle: async () => read } } as unknown as AppLoadContext;
}
const statusOf = (read: ReadResult<unknown>) =>
  loader({ params: { id: "x" }, context: context(read), request: new Request("http://x/blog/x") } as never).then(
    () => null,
    (thrown: { init?: { status?: number } }) => thrown.init?.status,
  );

describe("the blog article loader", () => {
  it("answers 404 for an article that does not exist or whose address the read refuses, 500 for a failed read", async () => {
    expect(await statusOf({ ok: false, code: 40400 })).toBe(404);
    expect(await statusOf({ ok: false, code: 40001 })).toBe(404);
    expect(await statusOf({ ok: false, code: null })).toBe(500);
  });
});
