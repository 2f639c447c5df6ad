// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PromptDetail } from "../../../contract/catalog.ts";
import { toast, toastStore } from "../../components/toast/toast-store.ts";
import { clearAuth, setAuth } from "../../lib/auth-store.ts";
import { BusinessError } from "../../lib/request/errors.ts";
import { buildTestToken } from "../../lib/token.test-support.ts";
import { CommentForm, CommentsSection } from "./components/comments-section.tsx";
import { fakeClient, renderWithApp } from "./catalog-render.test-support.tsx";

afterEach(() => {
  cleanup();
  clearAuth();
  toast.clearAll();
});

const submit = () => fireEvent.click(screen.getByRole("button", { name: "发表评论" }));
const typeComment = (text: string) => fireEvent.change(screen.getByLabelText("评论内容"), { target: { value: text } });

describe("the comment form", () => {
  it("sends the text trimmed with stars × 2 (default 5 stars), reports success and then holds the review to edit", async () => {
    setAuth({ token: buildTestToken() });
    const fresh = { code: "p1" } as PromptDetail;
    const client = fakeClient((method) => (method === "get" ? fresh : { created: true }));
    const onPosted = vi.fn();
    await renderWithApp(<CommentForm code="p1" myRate={null} onPosted={onPosted} client={client} />);
    expect(screen.getByRole("heading", { name: "发表评论" })).toBeTruthy();
    expect((screen.getByLabelText("5 星") as HTMLInputElement).checked).toBe(true);
    typeComment("  很好用  ");
    submit();
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith(fresh));
    expect(client.post).toHaveBeenCalledWith("/api/prompt/rate", { promptCode: "p1", rateComment: "很好用", rateScore: 10 });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "success", message: "评论发表成功" });
    expect(screen.getByRole("heading", { name: "你已评分，可修改" })).toBeTruthy();
    expect((screen.getByLabelText("评论内容") as HTMLTextAreaElement).value).toBe("  很好用  ");
    expect(screen.getByRole("button", { name: "更新评论" })).toBeTruthy();
  });

  it("prefills the reader's own review, stars and text, and says 'updated' once saved", async () => {
    setAuth({ token: buildTestToken() });
    const client = fakeClient((method) => (method === "get" ? ({ code: "p1" } as PromptDetail) : { created: false }));
    await renderWithApp(
      <CommentForm
        code="p1"
        myRate={{ id: 1, score: 6, content: "还行", createTime: "1700000000", status: "published" }}
        onPosted={() => {}}
        client={client}
      />,
    );
    expect(screen.getByRole("heading", { name: "你已评分，可修改" })).toBeTruthy();
    expect((screen.getByLabelText("3 星") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("评论内容") as HTMLTextAreaElement).value).toBe("还行");
    fireEvent.click(screen.getByLabelText("4 星"));
    typeComment("用熟了，很好");
    fireEvent.click(screen.getByRole("button", { name: "更新评论" }));
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "success", message: "评论已更新" }));
    expect(client.post).toHaveBeenCalledWith("/api/prompt/rate", { promptCode: "p1", rateComment: "用熟了，很好", rateScore: 8 });
  });

  it("sends the chosen number of stars", async () => {
    setAuth({ token: buildTestToken() });
    const client = fakeClient();
    await renderWithApp(<CommentForm code="p1" myRate={null} onPosted={() => {}} client={client} />);
    fireEvent.click(screen.getByLabelText("2 星"));
    typeComment("一般");
    submit();
    await waitFor(() => expect(client.post).toHaveBeenCalledWith("/api/prompt/rate", { promptCode: "p1", rateComment: "一般", rateScore: 4 }));
  });

  it("warns about an empty comment (spaces only) and sends nothing", async () => {
    setAuth({ token: buildTestToken() });
    const client = fakeClient();
    await renderWithApp(<CommentForm code="p1" myRate={null} onPosted={() => {}} client={client} />);
    typeComment("   ");
    submit();
    expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "warning", title: "警告", message: "评论内容不能为空" });
    expect(client.post).not.toHaveBeenCalled();
  });

  it("sends a reader who is no longer signed in to /login with a warning", async () => {
    const client = fakeClient();
    await renderWithApp(<CommentForm code="p1" myRate={null} onPosted={() => {}} client={client} />);
    typeComment("hello");
    submit();
    expect(await screen.findByText("login page")).toBeTruthy();
    expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "warning", message: "请先登录后再发表评论" });
    expect(client.post).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the comment", async () => {
    setAuth({ token: buildTestToken() });
    const client = fakeClient((method) => (method === "post" ? new BusinessError(42200, "评论内容过长", 422) : true));
    await renderWithApp(<CommentForm code="p1" myRate={null} onPosted={() => {}} client={client} />);
    typeComment("x");
    submit();
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "error", message: "评论内容过长" }));
    expect((screen.getByLabelText("评论内容") as HTMLTextAreaElement).value).toBe("x");
  });
});

describe("the comments section", () => {
  const rates = [{ id: 1, user: { nickName: "李明", avatar: "" }, content: "<b>不是 HTML</b>\n第二行", score: 8, createTime: "1700000000" }];

  it("shows a login prompt instead of the form to a visitor", async () => {
    await renderWithApp(<CommentsSection code="p1" count={1} rates={rates} myRate={null} onPosted={() => {}} />);
    expect(screen.getByRole("link", { name: "去登录" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByLabelText("评论内容")).toBeNull();
  });

  it("shows the count and each comment as plain text with its stars and date", async () => {
    const { container } = await renderWithApp(<CommentsSection code="p1" count={1} rates={rates} myRate={null} onPosted={() => {}} />);
    expect(screen.getByRole("heading", { name: /1 条评论/ })).toBeTruthy();
    expect(screen.getByText(/<b>不是 HTML<\/b>/)).toBeTruthy();
    expect(container.querySelector("b")).toBeNull();
    expect(screen.getByRole("img", { name: "4 星（满分 5 星）" })).toBeTruthy();
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2023-11-14T22:13:20.000Z");
  });

  it("shows the form to a signed-in reader", async () => {
    setAuth({ token: buildTestToken() });
    await renderWithApp(<CommentsSection code="p1" count={0} rates={[]} myRate={null} onPosted={() => {}} />);
    expect(screen.getByLabelText("评论内容")).toBeTruthy();
    expect(screen.getByText("还没有评论，来分享你的使用体验吧。")).toBeTruthy();
  });
});
