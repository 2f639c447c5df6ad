// @vitest-environment jsdom
// The fill-in form of issue 19: the detail page's (wired as web/routes/detail.tsx wires it) and a card's dialog.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PromptItem } from "../../../contract/catalog.ts";
import { promptVariables } from "../../../contract/variables.ts";
import { toast } from "../../components/toast/toast-store.ts";
import type { CatalogClient } from "./catalog-api.ts";
import { FillInToggle } from "./components/fill-in/fill-in-toggle.tsx";
import { FillInPanel } from "./components/fill-in/lazy-fill-in.tsx";
import { createRememberedValues, type RememberedValues } from "./components/fill-in/remembered-values.ts";
import { useFillIn } from "./components/fill-in/use-fill-in.ts";
import { PromptCard } from "./components/prompt-card.tsx";
import { PromptText } from "./components/prompt-text.tsx";
import { fakeClient, renderWithApp } from "./catalog-render.test-support.tsx";
import { useCopyPrompt } from "./use-prompt-actions.ts";

const TEXT = "请审查这段[语言/框架]代码：\n[粘贴代码]\n按${格式:Markdown}输出，[语言/框架]的惯例优先。";
const prompt = { code: "p1", prompt: TEXT, variables: promptVariables(TEXT) };

function Detail({ client, store, shown = prompt }: { client: CatalogClient; store: RememberedValues; shown?: typeof prompt }) {
  const fill = useFillIn(shown, store);
  const { copy } = useCopyPrompt(shown.code, fill.text, client);
  return (
    <PromptText
      text={shown.prompt}
      onCopy={() => void copy()}
      tools={<FillInToggle fill={fill} controls="prompt-body" />}
      body={fill.open && <FillInPanel fill={fill} onCopy={(text) => void copy(text)} />}
    />
  );
}

function memoryStore() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  return { store: createRememberedValues(() => storage), data };
}

const countCalls = (client: ReturnType<typeof fakeClient>) =>
  client.get.mock.calls.filter(([path]) => path === "/api/prompt/updateCnt").map(([, query]) => query);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const preview = () => document.querySelector("[data-filled-preview]")!;

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  toast.clearAll();
  localStorage.clear();
});

async function openForm() {
  fireEvent.click(screen.getByRole("button", { name: /填写变量/ }));
  return screen.findByLabelText("语言/框架");
}

describe("the detail's fill-in form", () => {
  it("fills, previews with the filled parts marked, and copies exactly the filled text as a copy", async () => {
    const client = fakeClient();
    await renderWithApp(<Detail client={client} store={memoryStore().store} />);
    const toggle = screen.getByRole("button", { name: /填写变量/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const language = await openForm();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(language));
    expect(screen.getByLabelText("粘贴代码").tagName).toBe("TEXTAREA");
    expect(language.tagName).toBe("INPUT");
    expect((screen.getByLabelText("格式") as HTMLInputElement).value).toBe("Markdown");

    type("语言/框架", "Go");
    type("粘贴代码", "func main() {}");
    const filled = "请审查这段Go代码：\nfunc main() {}\n按Markdown输出，Go的惯例优先。";
    expect(preview().textContent).toBe(filled);
    expect([...preview().querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["Go", "func main() {}", "Markdown", "Go"]);

    fireEvent.click(screen.getByRole("button", { name: "复制填好的提示词" }));
    await waitFor(() => expect(countCalls(client)).toEqual([{ promptCode: "p1", action: 1 }]));
    expect(writeText).toHaveBeenLastCalledWith(filled);
    // The page's own copy button copies the same text while the form is in use.
    fireEvent.click(screen.getByRole("button", { name: "复制提示词" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText).toHaveBeenLastCalledWith(filled);
  });

  it("outlines what is still blank, and copies the prompt as written until the reader types", async () => {
    const client = fakeClient();
    await renderWithApp(<Detail client={client} store={memoryStore().store} />);
    fireEvent.click(screen.getByRole("button", { name: "复制提示词" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TEXT));
    await openForm();
    expect(preview().querySelectorAll("mark")).toHaveLength(1);
    expect(preview().querySelector('[data-variable="粘贴代码"]:not(mark)')?.textContent).toBe("[粘贴代码]");
    fireEvent.click(screen.getByRole("button", { name: "复制提示词" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText).toHaveBeenLastCalledWith(TEXT);
  });

  it("reset goes back to the defaults and forgets the prompt's values", async () => {
    const { store } = memoryStore();
    await renderWithApp(<Detail client={fakeClient()} store={store} />);
    await openForm();
    type("语言/框架", "Go");
    type("格式", "JSON");
    expect(store.read("p1")).toEqual({ "语言/框架": "Go", 格式: "JSON" });
    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    expect((screen.getByLabelText("语言/框架") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("格式") as HTMLInputElement).value).toBe("Markdown");
    expect(preview().textContent).toBe(TEXT.replace("${格式:Markdown}", "Markdown"));
    expect(store.read("p1")).toEqual({});
  });

  it("remembers the last values per prompt: coming back opens the form with them", async () => {
    const { store } = memoryStore();
    const client = fakeClient();
    const first = await renderWithApp(<Detail client={client} store={store} />);
    await openForm();
    type("语言/框架", "Rust");
    first.unmount();

    await renderWithApp(<Detail client={client} store={store} />);
    expect(((await screen.findByLabelText("语言/框架")) as HTMLInputElement).value).toBe("Rust");
    expect(screen.getByRole("button", { name: /填写变量/ }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "复制提示词" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TEXT.replaceAll("[语言/框架]", "Rust").replace("${格式:Markdown}", "Markdown")));
    cleanup();

    // Another prompt has its own values.
    const other = { code: "p2", prompt: "写一首关于[主题]的诗", variables: [{ name: "主题", default: "" }] };
    await renderWithApp(<Detail client={client} store={store} shown={other} />);
    expect(screen.getByRole("button", { name: /填写变量/ }).getAttribute("aria-expanded")).toBe("false");
  });

  it("a form opened for remembered values stays open when the reader resets or stops remembering", async () => {
    const { store } = memoryStore();
    store.write("p1", { "语言/框架": "Go" });
    await renderWithApp(<Detail client={fakeClient()} store={store} />);
    expect(((await screen.findByLabelText("语言/框架")) as HTMLInputElement).value).toBe("Go");
    const remember = screen.getByRole("checkbox", { name: /在此浏览器中记住填写的内容/ });
    fireEvent.click(remember);
    expect(store.read("p1")).toEqual({});
    expect((screen.getByLabelText("语言/框架") as HTMLInputElement).value).toBe("Go");
    fireEvent.click(remember);
    expect(store.read("p1")).toEqual({ "语言/框架": "Go" });
    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    expect((screen.getByLabelText("语言/框架") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("button", { name: /填写变量/ }).getAttribute("aria-expanded")).toBe("true");
  });

  it("unticking 'remember' clears every prompt's values and keeps nothing new until ticked again", async () => {
    const { store, data } = memoryStore();
    store.write("p2", { 主题: "秋天" });
    await renderWithApp(<Detail client={fakeClient()} store={store} />);
    await openForm();
    type("语言/框架", "Go");
    const remember = screen.getByRole("checkbox", { name: /在此浏览器中记住填写的内容/ });
    expect((remember as HTMLInputElement).checked).toBe(true);
    fireEvent.click(remember);
    expect((remember as HTMLInputElement).checked).toBe(false);
    expect(store.read("p1")).toEqual({});
    expect(store.read("p2")).toEqual({});
    type("语言/框架", "Python");
    expect(data.get("pp.fillIn")).toBeUndefined();
    // What is on screen stays on screen.
    expect((screen.getByLabelText("语言/框架") as HTMLInputElement).value).toBe("Python");
    fireEvent.click(remember);
    expect(store.read("p1")).toEqual({ "语言/框架": "Python" });
  });

  it("offers nothing to fill for a prompt without variables", async () => {
    await renderWithApp(<Detail client={fakeClient()} store={memoryStore().store} shown={{ code: "p3", prompt: "总结这篇文章", variables: [] }} />);
    expect(screen.queryByRole("button", { name: /填写变量/ })).toBeNull();
    expect(screen.getByText("总结这篇文章").tagName).toBe("PRE");
  });

  it("speaks the reader's language", async () => {
    const text = "Review this [language] code:\n[paste code]";
    await renderWithApp(
      <Detail client={fakeClient()} store={memoryStore().store} shown={{ code: "p4", prompt: text, variables: promptVariables(text) }} />,
      "en",
    );
    fireEvent.click(screen.getByRole("button", { name: /Fill in/ }));
    expect((await screen.findByLabelText("paste code")).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("button", { name: "Copy filled prompt" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reset" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Preview" })).toBeTruthy();
  });
});

describe("a card's Use dialog", () => {
  const item: PromptItem = {
    id: 1,
    code: "card-1",
    title: "代码审查",
    prompt: TEXT,
    description: "审查代码",
    author: { nickName: "Alex", avatar: "" },
    cnt: { rateCnt: 0, score: 0, clickCnt: 0, copyCnt: 0, shareCnt: 0, markCnt: 0 },
    categories: [],
    tags: [],
    marked: 0,
    createTime: "1700000000",
    updateTime: "1700000000",
    lan: "zh-CN",
    vipLevel: 0,
    variables: promptVariables(TEXT),
  };

  it("replaces copy with Use, whose dialog fills and copies the filled text", async () => {
    await renderWithApp(<PromptCard item={item} query="" />);
    expect(screen.queryByRole("button", { name: "复制：代码审查" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "使用：代码审查" }));
    const dialog = await screen.findByRole("dialog", { name: "代码审查" });
    fireEvent.change(await within(dialog).findByLabelText("语言/框架"), { target: { value: "Go" } });
    fireEvent.change(within(dialog).getByLabelText("粘贴代码"), { target: { value: "x := 1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "复制填好的提示词" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("请审查这段Go代码：\nx := 1\n按Markdown输出，Go的惯例优先。"));
    fireEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
