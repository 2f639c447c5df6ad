import { useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { inputClass, primaryButton, secondaryButton } from "./ui.ts";
import { SearchIcon } from "../../components/icons.tsx";

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  initial: string;
  onSearch(term: string): void;
}

/** One search field with search (Enter too) and clear, for the users and moderation lists. */
export function SearchBox({ label, placeholder, initial, onSearch }: SearchBoxProps) {
  const { t } = useTranslation("console");
  const [term, setTerm] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(term.trim());
  }
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative sm:flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={placeholder}
          aria-label={label}
          className={`${inputClass} pl-9`}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={`${primaryButton} flex-1 sm:flex-none`}>
          {t("actions.search")}
        </button>
        <button
          type="button"
          onClick={() => {
            setTerm("");
            onSearch("");
          }}
          className={`${secondaryButton} flex-1 sm:flex-none`}
        >
          {t("actions.clear")}
        </button>
      </div>
    </form>
  );
}
