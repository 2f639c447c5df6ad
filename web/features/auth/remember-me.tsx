import { useTranslation } from "../../lib/i18n-react.tsx";
import { checkbox } from "./styles.ts";

/** Remember me: a 30-day session instead of one day (server side), and the stored rememberMe flag. */
export function RememberMe({ checked, onChange }: { checked: boolean; onChange(value: boolean): void }) {
  const { t } = useTranslation("auth");
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700 select-none">
      <input type="checkbox" name="rememberMe" checked={checked} onChange={(event) => onChange(event.target.checked)} className={checkbox} />
      {t("login.rememberMe")}
    </label>
  );
}
