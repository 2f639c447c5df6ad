/**
 * Importing prompts from a file (issue #21), for the console (into the catalogue) and my prompts
 * (into one's own): choose a file and how to file its rows, check it (a dry run, batch by batch,
 * reporting every row that would be skipped or refused, with its line), then import it with a
 * progress bar. The server checks everything again; this only drives the batches.
 */
import { useId, useState } from "react";
import type { ImportQuery, ImportReport, ImportRow } from "../../contract/prompt-files.ts";
import { IMPORT_ACCEPT, IMPORT_MAX_BYTES } from "../../contract/prompt-files.ts";
import { LANGUAGES } from "../../contract/constants.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { refusalOf } from "../lib/request/errors.ts";
import type { RequestClient } from "../lib/request/client-types.ts";
import { ModalDialog } from "./modal-dialog.tsx";
import { inputClass, primaryButton, secondaryButton } from "./ui-classes.ts";

export const PROMPT_FILES_NAMESPACE = "prompt-files";
const BATCH = 500;

type Options = Pick<ImportQuery, "categoryCode" | "mapCategory" | "lan" | "vipLevel">;
type Phase =
  | { name: "choose" }
  | { name: "working"; done: number; total: number; dryRun: boolean }
  | { name: "checked" | "finished"; rows: ImportRow[]; counts: ImportReport["counts"]; total: number };

export interface PromptImportDialogProps {
  /** /admin/api/importPrompts or /api/user/importPrompts. */
  path: string;
  categories: Array<{ code: string; name: string }>;
  /** Administrators also choose the access level. */
  admin: boolean;
  client: Pick<RequestClient, "upload">;
  onClose(): void;
  /** After a real import added rows. */
  onImported(): void;
}

export function PromptImportDialog({ path, categories, admin, client, onClose, onImported }: PromptImportDialogProps) {
  const { t } = useTranslation(PROMPT_FILES_NAMESPACE);
  const common = useTranslation().t;
  const ids = { title: useId(), file: useId(), category: useId(), lan: useId(), access: useId(), error: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<Options>({ categoryCode: "", mapCategory: true, lan: "auto", vipLevel: 0 });
  const [phase, setPhase] = useState<Phase>({ name: "choose" });
  const [error, setError] = useState<string | null>(null);

  async function runAll(dryRun: boolean) {
    if (!file) return setError(t("import.needFile"));
    setError(null);
    const rows: ImportRow[] = [];
    const counts: ImportReport["counts"] = { add: 0, added: 0, skip: 0, error: 0 };
    let offset: number | null = 0;
    let total = 0;
    setPhase({ name: "working", done: 0, total: 0, dryRun });
    try {
      while (offset !== null) {
        const form = new FormData();
        form.append("file", file, file.name);
        const query = new URLSearchParams({
          lan: options.lan,
          offset: String(offset),
          limit: String(BATCH),
          ...(dryRun ? { dryRun: "1" } : {}),
          ...(options.mapCategory ? { mapCategory: "1" } : {}),
        });
        if (options.categoryCode) query.set("categoryCode", options.categoryCode);
        if (admin) query.set("vipLevel", String(options.vipLevel));
        const report: ImportReport = await client.upload<ImportReport>(`${path}?${query}`, form);
        rows.push(...report.rows);
        for (const key of Object.keys(counts) as Array<keyof typeof counts>) counts[key] += report.counts[key];
        total = report.total;
        offset = report.next;
        setPhase({ name: "working", done: offset ?? total, total, dryRun });
      }
      setPhase({ name: dryRun ? "checked" : "finished", rows, counts, total });
      if (!dryRun && counts.added > 0) onImported();
    } catch (failure) {
      setError(refusalOf(failure) ?? t("import.failed"));
      setPhase({ name: "choose" });
    }
  }

  const working = phase.name === "working";
  const problems = phase.name === "checked" || phase.name === "finished" ? phase.rows.filter((row) => row.outcome === "skip" || row.outcome === "error") : [];
  return (
    <ModalDialog labelledBy={ids.title} onCancel={onClose} initialFocus="input[type=file]" className="w-[min(44rem,calc(100vw-2rem))] p-5 sm:p-6">
      <h2 id={ids.title} className="text-lg font-semibold text-slate-900">
        {t("import.title")}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{t("import.intro", { maxMb: IMPORT_MAX_BYTES / 2 ** 20 })}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={ids.file} className="text-sm font-medium text-slate-800">
            {t("import.file")}
          </label>
          <input
            id={ids.file}
            type="file"
            accept={IMPORT_ACCEPT}
            disabled={working}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPhase({ name: "choose" });
              setError(null);
            }}
            className={`${inputClass} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={ids.category} className="text-sm font-medium text-slate-800">
            {t("import.category")}
          </label>
          <select
            id={ids.category}
            value={options.categoryCode}
            disabled={working}
            onChange={(event) => setOptions({ ...options, categoryCode: event.target.value })}
            className={`${inputClass} mt-1`}
          >
            <option value="">{t("import.chooseCategory")}</option>
            {categories.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={options.mapCategory}
              disabled={working}
              onChange={(event) => setOptions({ ...options, mapCategory: event.target.checked })}
              className="size-4 accent-teal-700"
            />
            {t("import.mapCategory")}
          </label>
        </div>
        <div className="grid gap-4">
          <div>
            <label htmlFor={ids.lan} className="text-sm font-medium text-slate-800">
              {t("import.language")}
            </label>
            <select
              id={ids.lan}
              value={options.lan}
              disabled={working}
              onChange={(event) => setOptions({ ...options, lan: event.target.value as Options["lan"] })}
              className={`${inputClass} mt-1`}
            >
              <option value="auto">{t("import.auto")}</option>
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {common(`language.${lang}`)}
                </option>
              ))}
            </select>
          </div>
          {admin && (
            <div>
              <label htmlFor={ids.access} className="text-sm font-medium text-slate-800">
                {t("import.access")}
              </label>
              <select
                id={ids.access}
                value={options.vipLevel}
                disabled={working}
                onChange={(event) => setOptions({ ...options, vipLevel: Number(event.target.value) })}
                className={`${inputClass} mt-1`}
              >
                {[0, 1, 2, 3].map((level) => (
                  <option key={level} value={level}>
                    {t("import.accessLevel", { level })}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="mt-4 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-700">
          {error}
        </p>
      )}
      <div aria-live="polite" className="mt-4 text-sm text-slate-700">
        {phase.name === "working" && (
          <div>
            <p>{phase.dryRun ? t("import.checking") : t("import.running", { done: phase.done, total: phase.total })}</p>
            <progress aria-label={t("import.progress")} max={phase.total || 1} value={phase.done} className="mt-2 h-2 w-full accent-teal-700" />
          </div>
        )}
        {phase.name === "checked" && <p>{t("import.summary", { total: phase.total, ...phase.counts })}</p>}
        {phase.name === "finished" && <p>{t("import.doneSummary", phase.counts)}</p>}
      </div>
      {(phase.name === "checked" || phase.name === "finished") && (
        <div className="mt-3">
          {problems.length === 0 ? (
            <p className="text-sm text-slate-600">{t("import.noProblems")}</p>
          ) : (
            <div className="max-h-64 overflow-auto rounded-lg ring-1 ring-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("import.problems")}</caption>
                <thead className="sticky top-0 bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t("import.line")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t("import.rowTitle")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t("import.outcome")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {problems.map((row) => (
                    <tr key={row.line}>
                      <td className="px-3 py-2 align-top text-slate-500 tabular-nums">{row.line}</td>
                      <td className="max-w-48 truncate px-3 py-2 align-top text-slate-800">{row.title}</td>
                      <td className="px-3 py-2 align-top">
                        <span className={row.outcome === "error" ? "font-medium text-rose-700" : "font-medium text-amber-700"}>
                          {t(`import.outcomes.${row.outcome}`)}
                        </span>
                        {row.reason ? <span className="block text-slate-600">{row.reason}</span> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onClose} disabled={working}>
          {t("import.close")}
        </button>
        {phase.name !== "finished" && (
          <button type="button" className={secondaryButton} onClick={() => void runAll(true)} disabled={working || !file}>
            {t("import.check")}
          </button>
        )}
        {phase.name === "checked" && (
          <button type="button" className={primaryButton} onClick={() => void runAll(false)} disabled={phase.counts.add === 0}>
            {t("import.run")}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
