import type { ReactNode } from "react";

/** Header, page and footer; filled in by the shell work. */
export function AppShell({ children }: { children: ReactNode }) {
  return <div className="flex min-h-screen flex-col">{children}</div>;
}
