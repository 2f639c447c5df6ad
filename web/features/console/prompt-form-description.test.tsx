// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { PromptForm } from "./prompt-form.tsx";
import type { EditablePrompt } from "./prompt-form-model.ts";
import { createConsoleI18n } from "./console-i18n.test-support.ts";

afterEach(cleanup);

const seeded: EditablePrompt = {
  id: 4,
  title: "数据清洗助手",
  categoryIds: [1],
  prompt: "我有一份数据，请找出质量问题并给出清洗步骤。",
  description: "从样例数据中找出缺失、重复等问题",
  tips: "",
  demo: [{ input: "样例", out: "步骤", inputImgs: [], outImgs: [] }],
  vipLevel: 0,
  lan: "zh-CN",
  source: "",
  ignoreTrans: false,
  status: "published",
};

function renderForm(editing: EditablePrompt) {
  const onSubmit = vi.fn(async (_body: Record<string, unknown>) => true);
  render(
    <I18nProvider i18n={createConsoleI18n("zh-CN")}>
      <PromptForm editing={editing} categories={[]} onSubmit={onSubmit} onCancel={() => {}} />
    </I18nProvider>,
  );
  return onSubmit;
}

/** Issue 24, bug 2: the console's form shows the description, and an edit elsewhere never sends a replacement. */
describe("the description in the console's prompt form", () => {
  it("shows the stored description and leaves it out of an edit that changes only an image", async () => {
    const onSubmit = renderForm(seeded);
    expect((screen.getByRole("textbox", { name: "描述" }) as HTMLTextAreaElement).value).toBe(seeded.description);
    fireEvent.change(screen.getByLabelText("输出图片"), { target: { value: "/uploads/new.png" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0];
    expect(body).not.toHaveProperty("description");
    expect(body.demo).toEqual([{ input: "样例", out: "步骤", inputImgs: [], outImgs: ["/uploads/new.png"] }]);
  });

  it("sends a changed description, after refusing one over the limit under its field", async () => {
    const onSubmit = renderForm(seeded);
    const field = screen.getByRole("textbox", { name: "描述" });
    fireEvent.change(field, { target: { value: "述".repeat(301) } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("描述最多 300 个字符")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "找出数据里的问题" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ id: 4, description: "找出数据里的问题" });
  });
});
