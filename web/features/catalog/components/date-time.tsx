import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { formatDate, parseCreateTime } from "../../../lib/locale-format.ts";
import { renderTimeZone } from "../text.ts";

/**
 * A date with hour and minute. The server and the hydration pass use a fixed zone (the HTML must
 * match); right after hydration it switches to the reader's own zone.
 */
export function DateTime({ value, className }: { value: string; className?: string }) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const date = parseCreateTime(value);
  if (!date) return null;
  const lang = i18n.language;
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatDate(date, lang, "dateTime", hydrated ? undefined : renderTimeZone(lang))}
    </time>
  );
}
