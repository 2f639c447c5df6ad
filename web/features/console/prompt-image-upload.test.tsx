// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { I18n } from "../../lib/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { toastStore } from "../../components/toast/toast-store.ts";
import { HttpError } from "../../lib/request/errors.ts";
import { PromptForm } from "./prompt-form.tsx";
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

function renderForm(upload: (path: string, form?: unknown) => unknown) {
  const fake = fakeConsoleClient({ upload });
  const view = render(
    <I18nProvider i18n={i18n}>
      <PromptForm editing={undefined} categories={[]} onSubmit={async () => true} onCancel={() => {}} client={fake.client} />
    </I18nProvider>,
  );
  return { ...fake.calls, view };
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });

async function choose(container: HTMLElement, index: number, files: File[]) {
  const input = container.querySelectorAll<HTMLInputElement>('input[type="file"]')[index]!;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

describe("uploading images from the console's prompt form", () => {
  it("sends the chosen images to /upload/multiple and appends their addresses to the input image list", async () => {
    const { upload, view } = renderForm(() => [
      { url: "/uploads/aa.png", name: "aa.png", size: 4, mime: "image/png" },
      { url: "/uploads/bb.png", name: "bb.png", size: 4, mime: "image/png" },
    ]);
    const list = screen.getByLabelText("输入图片") as HTMLTextAreaElement;
    fireEvent.change(list, { target: { value: "https://img.example/first.png" } });
    await choose(view.container, 0, [png("a.png"), png("b.png")]);
    expect(upload).toHaveBeenCalledTimes(1);
    const [path, form] = upload.mock.calls[0]!;
    expect(path).toBe("/upload/multiple");
    expect((form as FormData).getAll("files").map((f) => (f as File).name)).toEqual(["a.png", "b.png"]);
    expect(list.value).toBe("https://img.example/first.png\n/uploads/aa.png\n/uploads/bb.png");
    expect((screen.getByLabelText("输出图片") as HTMLTextAreaElement).value).toBe("");
    expect(toastStore.getSnapshot()).toMatchObject([{ type: "success", message: "已上传 2 张图片" }]);
  });

  it("keeps an address typed while the upload was running", async () => {
    let finish: (files: unknown) => void = () => {};
    const { view } = renderForm(() => new Promise((resolve) => (finish = resolve)));
    const list = screen.getByLabelText("输入图片") as HTMLTextAreaElement;
    await choose(view.container, 0, [png("a.png")]);
    fireEvent.change(list, { target: { value: "https://img.example/typed.png" } });
    await act(async () => finish([{ url: "/uploads/aa.png", name: "aa.png", size: 4, mime: "image/png" }]));
    expect(list.value).toBe("https://img.example/typed.png\n/uploads/aa.png");
  });

  it("warns about an SVG without sending anything", async () => {
    const { upload, view } = renderForm(() => []);
    await choose(view.container, 1, [new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" })]);
    expect(upload).not.toHaveBeenCalled();
    expect(toastStore.getSnapshot()).toMatchObject([{ type: "warning", message: "“logo.svg”不是 PNG、JPEG、GIF 或 WebP 图片" }]);
  });

  it("shows the server's refusal and leaves the list as it was", async () => {
    const { view } = renderForm(() => {
      throw new HttpError(415, "“a.png”不是支持的图片格式（仅限 PNG、JPEG、GIF、WebP）");
    });
    await choose(view.container, 1, [png("a.png")]);
    expect((screen.getByLabelText("输出图片") as HTMLTextAreaElement).value).toBe("");
    expect(toastStore.getSnapshot()).toMatchObject([{ type: "error", message: "“a.png”不是支持的图片格式（仅限 PNG、JPEG、GIF、WebP）" }]);
  });
});
