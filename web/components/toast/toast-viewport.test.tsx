// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { I18n } from "../../lib/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "../../lib/i18n.test-support.ts";
import type { ReactNode } from "react";
import { ModalDialog } from "../modal-dialog.tsx";
import { toast } from "./toast-store.ts";
import { ToastViewport } from "./toast-viewport.tsx";

let i18n: I18n;
beforeAll(async () => {
  i18n = createTestI18n("en");
});
beforeEach(() => {
  vi.useFakeTimers();
  render(
    <I18nProvider i18n={i18n}>
      <ToastViewport />
    </I18nProvider>,
  );
});
afterEach(() => {
  act(() => toast.clearAll());
  cleanup();
  vi.useRealTimers();
});

describe("toast viewport", () => {
  it("shows a success toast politely, titled in the page's language, then removes it after 3 s", () => {
    document.documentElement.lang = "en";
    act(() => void toast.success("Saved"));
    document.documentElement.lang = "";
    const item = screen.getByRole("status");
    expect(item.textContent).toContain("Success");
    expect(item.textContent).not.toContain("成功");
    expect(item.getAttribute("aria-live")).toBe("polite");
    expect(item.textContent).toContain("Saved");
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("announces an error assertively and keeps it 6 s", () => {
    act(() => void toast.error("Failed"));
    const item = screen.getByRole("alert");
    expect(item.getAttribute("aria-live")).toBe("assertive");
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("draws a progress bar only for a positive duration", () => {
    act(() => void toast.info("timed", { duration: 2000 }));
    expect(screen.getByTestId("toast-progress").style.animationDuration).toBe("2000ms");
    act(() => toast.clearAll());
    act(() => void toast.info("sticky", { duration: 0 }));
    expect(screen.queryByTestId("toast-progress")).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("status").textContent).toContain("sticky");
  });

  it("a click on the toast dismisses it", () => {
    act(() => void toast.warning("Careful", { duration: 0 }));
    fireEvent.click(screen.getByRole("status"));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("the close button dismisses only its toast", () => {
    act(() => {
      toast.info("one", { duration: 0 });
      toast.info("two", { duration: 0 });
    });
    const first = screen.getAllByRole("button", { name: "Close notification" })[0];
    fireEvent.click(first!);
    expect(screen.getAllByRole("status").map((el) => el.textContent)).toEqual([expect.stringContaining("two")]);
  });

  it("clear all removes every toast at once", () => {
    act(() => {
      toast.info("one", { duration: 0 });
      toast.error("two", { duration: 0 });
    });
    fireEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("draws toasts inside the topmost open dialog, above its backdrop, and back on the page once it closes", () => {
    const dialog = (title: string, inner?: ReactNode) => (
      <ModalDialog labelledBy={title} onCancel={() => undefined} initialFocus="button" className="">
        <h2 id={title}>{title}</h2>
        {inner}
      </ModalDialog>
    );
    const modals = render(dialog("outer"));
    modals.rerender(dialog("outer", dialog("inner")));
    act(() => void toast.error("Taken", { duration: 0 }));
    const [outer, inner] = screen.getAllByRole("dialog");
    expect(inner!.contains(screen.getByRole("alert"))).toBe(true);
    modals.rerender(dialog("outer"));
    expect(outer!.contains(screen.getByRole("alert"))).toBe(true);
    modals.unmount();
    expect(screen.getByRole("alert").closest("dialog")).toBeNull();
  });
});
