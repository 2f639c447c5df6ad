/** Copies text: the async Clipboard API where allowed, else a hidden textarea and execCommand. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== "undefined" && navigator.clipboard?.writeText && window.isSecureContext !== false) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      /* denied or unfocused document: try the old way */
    }
  }
  const previous = document.activeElement as HTMLElement | null;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.top = "0";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = (() => {
    try {
      return document.execCommand("copy");
    } finally {
      area.remove();
      previous?.focus?.();
    }
  })();
  if (!copied) throw new Error("copy failed");
}
