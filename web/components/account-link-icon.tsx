import type { AccountLink } from "./account-links.ts";
import { ListIcon, ShieldIcon, UserIcon } from "./icons.tsx";

const ICONS = { user: UserIcon, list: ListIcon, shield: ShieldIcon } as const;

export function AccountLinkIcon({ icon, className }: { icon: AccountLink["icon"]; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon className={className} />;
}
