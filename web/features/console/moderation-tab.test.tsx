// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { I18n } from "../../lib/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage, ModerationPage, ModerationPrompt } from "../../../contract/moderation.ts";
import { toastStore } from "../../components/toast/toast-store.ts";
import { ModerationTab } from "./moderation-tab.tsx";
import { createConsoleI18n } from "./console-i18n.test-support.ts";
import { fakeConsoleClient } from "./console-client.test-support.ts";

let i18n: I18n;
beforeAll(async () => {
  i18n = createConsoleI18n("zh-CN");
});
afterEach(() => {
  cleanup();
  toastStore.clearAll();
});

const prompt = (id: number, status: ModerationPrompt["status"], title = `提示词${id}`): ModerationPrompt => ({
  id,
  code: `code-${id}`,
  title,
  lan: "zh-CN",
  status,
  author: { loginName: "writer", nickName: "写手" },
  createTime: "1735689600",
  updateTime: "1735689600",
  lastReason: status === "hidden" ? "含有广告" : "",
});
const trail: AuditPage = {
  list: [
    {
      id: 1,
      action: "prompt.hide",
      targetType: "prompt",
      targetId: 9,
      targetLabel: "旧提示词",
      reason: "重复",
      actor: { id: 1, loginName: "admin" },
      createTime: "1735689600",
    },
  ],
  total: 1,
  page: 1,
  hasMore: false,
};

function setup() {
  const fake = fakeConsoleClient({
    get: (path, query) => {
      if (path === "/admin/audit") return trail;
      const status = (query as { status: ModerationPrompt["status"] }).status;
      return { list: [prompt(status === "draft" ? 1 : 2, status)], total: 1, page: 1, hasMore: false } satisfies ModerationPage;
    },
    post: () => ({ id: 1, code: "code-1", status: "published" }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <ModerationTab headingId="h" onChanged={() => {}} client={fake.client} />
    </I18nProvider>,
  );
  return fake.calls;
}

describe("console moderation tab", () => {
  it("starts on drafts with approve and delete, and the status switch lists hidden prompts with restore", async () => {
    const calls = setup();
    const draft = (await screen.findByText("提示词1")).closest("tr")!;
    expect(
      within(draft)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["通过", "删除"]);
    fireEvent.click(screen.getByRole("button", { name: "已隐藏" }));
    const hidden = (await screen.findByText("提示词2")).closest("tr")!;
    expect(within(hidden).getByText("含有广告")).toBeTruthy();
    expect(
      within(hidden)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["恢复", "删除"]);
    expect(calls.get).toHaveBeenCalledWith("/admin/moderation/prompts", { status: "hidden", page: 1, limit: 20, title: undefined });
  });

  it("shows the audit trail with the actor and the action in words", async () => {
    setup();
    const row = (await screen.findByText("旧提示词", { exact: false })).closest("tr")!;
    expect(within(row).getByText("admin")).toBeTruthy();
    expect(within(row).getByText("隐藏")).toBeTruthy();
    expect(within(row).getByText("重复")).toBeTruthy();
  });

  it("will not delete without a reason, then sends the reason and says it is done", async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole("button", { name: "删除“提示词1”" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    expect(await within(dialog).findByText("隐藏或删除提示词时必须填写原因")).toBeTruthy();
    expect(calls.post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/原因/), { target: { value: "  重复内容 " } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    });
    expect(calls.post).toHaveBeenCalledWith("/admin/prompts/1/moderate", { action: "delete", reason: "重复内容" });
    expect(toastStore.getSnapshot()).toMatchObject([{ type: "success", message: "“提示词1”已删除" }]);
    expect(calls.get.mock.calls.filter(([path]) => path === "/admin/audit")).toHaveLength(2);
  });

  it("approves without a reason", async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole("button", { name: "审核通过“提示词1”" }));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "通过" }));
    });
    expect(calls.post).toHaveBeenCalledWith("/admin/prompts/1/moderate", { action: "approve", reason: "" });
  });
});
