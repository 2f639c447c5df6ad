// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "../../../contract/constants.ts";
import { toast, toastStore } from "../../components/toast/toast-store.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { OpenInMenu } from "./components/open-in-menu.tsx";
import { createCatalogI18n, fakeClient, renderWithApp } from "./catalog-render.test-support.tsx";

const TEXT = "请审查下面的代码：\n[粘贴代码]";
let writeText: ReturnType<typeof vi.fn>;
let openSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  openSpy = vi.fn(() => null);
  window.open = openSpy as unknown as typeof window.open;
});
afterEach(() => {
  cleanup();
  toast.clearAll();
});

const countCalls = (client: ReturnType<typeof fakeClient>) =>
  client.get.mock.calls.filter(([path]) => path === "/api/prompt/updateCnt").map(([, query]) => query);
const menuNames = () =>
  within(screen.getByRole("menu"))
    .getAllByRole("menuitem")
    .map((item) => item.querySelector("span")?.textContent);

async function renderMenu({
  lang = "zh-CN",
  variant,
  client = fakeClient(),
  onCounted,
}: { lang?: Language; variant?: "card"; client?: ReturnType<typeof fakeClient>; onCounted?: () => void } = {}) {
  await renderWithApp(<OpenInMenu code="p1" text={TEXT} title="代码审查" variant={variant} client={client} onCounted={onCounted} />, lang);
  return client;
}

describe("open in an assistant, on the detail page", () => {
  it("offers a Chinese reader DeepSeek first and the rest, Chinese assistants before the others, in a menu", async () => {
    await renderMenu();
    expect(screen.getByRole("button", { name: /^在 DeepSeek 中打开/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "选择其他 AI 助手" }));
    expect(menuNames()).toEqual(["Kimi", "豆包", "通义千问", "腾讯元宝", "智谱清言", "文心一言", "ChatGPT", "Claude", "Gemini", "Perplexity", "微软 Copilot"]);
  });

  it("offers an English reader ChatGPT first, and a Traditional Chinese one DeepSeek in Traditional words", async () => {
    await renderMenu({ lang: "en" });
    expect(screen.getByRole("button", { name: /^Open in ChatGPT/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Choose another assistant" }));
    expect(menuNames().slice(0, 5)).toEqual(["Claude", "Gemini", "Perplexity", "Microsoft Copilot", "DeepSeek"]);
    cleanup();
    await renderMenu({ lang: "zh-TW" });
    expect(screen.getByRole("button", { name: /^在 DeepSeek 中開啟/ })).toBeTruthy();
  });

  it("copies the text for an assistant without a prefill, says so, opens its page in a new tab without an opener and counts a copy", async () => {
    const onCounted = vi.fn();
    const client = await renderMenu({ onCounted });
    fireEvent.click(screen.getByRole("button", { name: /^在 DeepSeek 中打开/ }));
    await waitFor(() => expect(onCounted).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(openSpy).toHaveBeenCalledWith("https://chat.deepseek.com/", "_blank", "noopener,noreferrer");
    expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "success", message: "提示词已复制，到 DeepSeek 的输入框粘贴即可" });
    expect(countCalls(client)).toEqual([{ promptCode: "p1", action: 1 }]);
  });

  it("puts the text into the address of an assistant that reads it, and remembers the choice as the main button", async () => {
    const client = await renderMenu();
    fireEvent.click(screen.getByRole("button", { name: "选择其他 AI 助手" }));
    fireEvent.click(screen.getByRole("menuitem", { name: /ChatGPT/ }));
    expect(openSpy).toHaveBeenCalledWith(`https://chatgpt.com/?q=${encodeURIComponent(TEXT)}`, "_blank", "noopener,noreferrer");
    expect(writeText).not.toHaveBeenCalled();
    await waitFor(() => expect(countCalls(client)).toEqual([{ promptCode: "p1", action: 1 }]));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("button", { name: /^在 ChatGPT 中打开/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "选择其他 AI 助手" }));
    expect(menuNames()[0]).toBe("DeepSeek");
    expect(menuNames()).not.toContain("ChatGPT");
  });

  it("opens nothing when the clipboard refuses the text", async () => {
    writeText.mockRejectedValue(new Error("denied"));
    document.execCommand = vi.fn(() => false);
    const client = await renderMenu();
    fireEvent.click(screen.getByRole("button", { name: /^在 DeepSeek 中打开/ }));
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "error", message: "复制失败，请手动选择文字复制" }));
    expect(openSpy).not.toHaveBeenCalled();
    expect(countCalls(client)).toEqual([]);
  });

  it("works from the keyboard: arrows open and move, Escape closes back to the button, Enter chooses", async () => {
    await renderMenu();
    const toggle = screen.getByRole("button", { name: "选择其他 AI 助手" });
    toggle.focus();
    fireEvent.keyDown(toggle, { key: "ArrowDown" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("menu");
    expect(toggle.getAttribute("aria-controls")).toBe(menu.id);
    expect(document.activeElement?.textContent).toMatch(/^Kimi/);
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    expect(document.activeElement?.textContent).toMatch(/^微软 Copilot/);
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toMatch(/^Kimi/);
    fireEvent.keyDown(menu, { key: "End" });
    fireEvent.keyDown(menu, { key: "Home" });
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toMatch(/^豆包/);
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(toggle);

    fireEvent.keyDown(toggle, { key: "ArrowUp" });
    expect(document.activeElement?.textContent).toMatch(/^微软 Copilot/);
    // A native button: Enter clicks it.
    fireEvent.click(document.activeElement!);
    expect(openSpy).toHaveBeenCalledWith(`https://copilot.microsoft.com/?q=${encodeURIComponent(TEXT)}`, "_blank", "noopener,noreferrer");
    expect(document.activeElement).toBe(toggle);
  });

  it("says which assistants fill the prompt in and which take it from the clipboard", async () => {
    await renderMenu({ lang: "en" });
    fireEvent.click(screen.getByRole("button", { name: "Choose another assistant" }));
    expect(screen.getByRole("menuitem", { name: /Claude/ }).textContent).toBe("ClaudeFills it in");
    expect(screen.getByRole("menuitem", { name: /Gemini/ }).textContent).toBe("GeminiCopy, then paste");
  });
});

describe("open in an assistant, on a card", () => {
  it("is one button named for the prompt, whose menu lists every assistant, the last choice first", async () => {
    localStorage.setItem("pp.openIn", "claude");
    await renderMenu({ variant: "card" });
    fireEvent.click(screen.getByRole("button", { name: "在 AI 助手中打开：代码审查" }));
    const names = menuNames();
    expect(names).toHaveLength(12);
    expect(names.slice(0, 3)).toEqual(["Claude", "DeepSeek", "Kimi"]);
  });
});

describe("server rendering", () => {
  it("renders the language's first assistant, and hydrates to the remembered one without a mismatch", async () => {
    const i18n = createCatalogI18n("zh-CN");
    const ui = (
      <I18nProvider i18n={i18n}>
        <OpenInMenu code="p1" text={TEXT} title="代码审查" client={fakeClient()} />
      </I18nProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    expect(container.textContent).toContain("在 DeepSeek 中打开");
    document.body.append(container);
    localStorage.setItem("pp.openIn", "kimi");
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain("在 Kimi 中打开");
    container.remove();
  });
});
