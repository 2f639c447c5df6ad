/** Category and tag chips of a post; a list with a name, so a screen reader hears what they are. */
export function Chips({ items, label, kind }: { items: readonly string[]; label: string; kind: "category" | "tag" }) {
  if (items.length === 0) return null;
  const style = kind === "category" ? "bg-teal-50 text-teal-800 ring-1 ring-inset ring-teal-700/15" : "bg-slate-100 text-slate-700";
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className={`rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${style}`}>
          {kind === "tag" ? `#${item}` : item}
        </li>
      ))}
    </ul>
  );
}
