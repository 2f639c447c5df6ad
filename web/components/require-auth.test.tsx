// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import type { I18n } from "../lib/i18n.ts";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearAuth, LOGGED_OUT, setAuth } from "../lib/auth-store.ts";
import { createTestI18n } from "../lib/i18n.test-support.ts";
import { buildTestToken } from "../lib/token.test-support.ts";
import { decideAccess, RequireAuth } from "./require-auth.tsx";
import { toast, toastStore } from "./toast/toast-store.ts";

let i18n: I18n;
beforeAll(async () => {
  i18n = createTestI18n("en");
});
afterEach(() => {
  cleanup();
  clearAuth();
  toast.clearAll();
});

function renderAt(path: "/admin" | "/superAdmin") {
  const Stub = createRoutesStub([
    { path: "/admin", Component: () => <RequireAuth>my prompts</RequireAuth> },
    {
      path: "/superAdmin",
      Component: () => (
        <RequireAuth access="admin" deniedToast>
          console
        </RequireAuth>
      ),
    },
    // An English page sends the reader to the English addresses.
    { path: "/en/login", Component: () => <p>login page</p> },
    { path: "/en", Component: () => <p>home page</p> },
  ]);
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
}

describe("access decisions", () => {
  it("needs a signed-in user, and the admin role for the console", () => {
    const user = { ...LOGGED_OUT, isLoggedIn: true, role: "1" };
    expect(decideAccess(LOGGED_OUT, "user")).toBe("login");
    expect(decideAccess(user, "user")).toBe("allowed");
    expect(decideAccess(user, "admin")).toBe("forbidden");
    expect(decideAccess({ ...user, role: "3" }, "admin")).toBe("allowed");
    expect(decideAccess({ ...user, role: "admin" }, "admin")).toBe("allowed");
  });
});

describe("RequireAuth", () => {
  it("sends a visitor from /admin to /login without a toast", async () => {
    renderAt("/admin");
    expect(await screen.findByText("login page")).toBeTruthy();
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it("shows a signed-in user their page", async () => {
    setAuth({ token: buildTestToken() });
    renderAt("/admin");
    expect(await screen.findByText("my prompts")).toBeTruthy();
  });

  it("sends a visitor from /superAdmin to /login with the access-denied toast", async () => {
    renderAt("/superAdmin");
    expect(await screen.findByText("login page")).toBeTruthy();
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ type: "error", title: "Access denied", message: "Only administrators can access this page" }),
    ]);
  });

  it("sends a signed-in non-admin from /superAdmin home with the toast", async () => {
    setAuth({ token: buildTestToken({ role: 1 }) });
    renderAt("/superAdmin");
    expect(await screen.findByText("home page")).toBeTruthy();
    expect(toastStore.getSnapshot().map((t) => t.title)).toEqual(["Access denied"]);
  });

  it("lets an administrator into the console", async () => {
    setAuth({ token: buildTestToken({ role: 3 }) });
    renderAt("/superAdmin");
    expect(await screen.findByText("console")).toBeTruthy();
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it("sends a user who signs out while on the page to /login", async () => {
    setAuth({ token: buildTestToken() });
    renderAt("/admin");
    await screen.findByText("my prompts");
    act(() => clearAuth());
    expect(await screen.findByText("login page")).toBeTruthy();
  });
});
