// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminCategory } from "../../../contract/console.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { PromptForm } from "./prompt-form.tsx";
import { createConsoleI18n } from "./console-i18n.test-support.ts";

afterEach(cleanup);

const version = (category: string) => ({ category, intro: "", machine: false });
const analysis: AdminCategory = {
  ...{ cid: 4, code: "data-analysis", lan: "zh-CN", category: "数据分析", intro: "", img: "", tags: [], sort: 1, cnt: 0 },
  i18n: { "zh-CN": version("数据分析"), "zh-TW": version("資料分析"), en: version("Data analysis") },
};

function renderForm() {
  const onSubmit = vi.fn(async (_body: Record<string, unknown>) => true);
  render(
    <I18nProvider i18n={createConsoleI18n("zh-CN")}>
      <PromptForm editing={undefined} categories={[analysis]} onSubmit={onSubmit} onCancel={() => {}} />
    </I18nProvider>,
  );
  return onSubmit;
}

describe("the console's prompt form", () => {
  it("words the required fields as my prompts' form does", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "创建" }));
    for (const message of ["请输入标题", "请至少选择一个分类", "请输入提示词内容"]) expect(await screen.findByText(message)).toBeTruthy();
  });

  it("lets a fixed field's error go as it is typed, as my prompts' form does (the shared form state)", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "创建" }));
    await screen.findByText("请输入标题");
    fireEvent.change(screen.getByRole("textbox", { name: /标题/ }), { target: { value: "周报" } });
    expect(screen.queryByText("请输入标题")).toBeNull();
    expect(screen.getByText("请输入提示词内容")).toBeTruthy();
  });

  it("focuses the first field with an error after a refused submit, the category picker's input too", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "创建" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /标题/ })));
    fireEvent.change(screen.getByRole("textbox", { name: /标题/ }), { target: { value: "周报" } });
    fireEvent.click(screen.getByRole("button", { name: "创建" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox", { name: /分类/ })));
  });

  it("takes a category typed in another language, with Enter, and sends its id", async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByRole("textbox", { name: /标题/ }), { target: { value: "周报" } });
    const categories = screen.getByRole("combobox", { name: /分类/ });
    fireEvent.change(categories, { target: { value: "資料分析" } });
    fireEvent.keyDown(categories, { key: "Enter" });
    expect(screen.getByRole("button", { name: "移除分类“数据分析”" })).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /提示词内容/ }), { target: { value: "写一份周报" } });
    fireEvent.click(screen.getByRole("button", { name: "创建" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: "周报", categoryIds: [4], prompt: "写一份周报" });
  });
});
