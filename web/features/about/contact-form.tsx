import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { CONTACT_EMAIL } from "../../components/footer.tsx";
import { Icon } from "../../components/icons.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { EMPTY_CONTACT, mailtoUrl, validateContact, type ContactError, type ContactField, type ContactFields } from "./contact-mail.ts";

const FIELDS: readonly ContactField[] = ["name", "email", "message"];

/** Opens the visitor's mail client; a separate function so the intent is plain (and it is one line to stub). */
function openMailClient(url: string) {
  window.location.href = url;
}

/**
 * Contact form: validates, opens the mail client with a prefilled message,
 * clears itself and confirms. Before hydration it still works, with the browser's own
 * required-field checks: a GET to the mailto: address puts the message in the mail's body
 * (the textarea is named "body" for that; the other fields are unknown headers a client ignores).
 */
export function ContactForm() {
  const { t } = useTranslation("about");
  const hydrated = useHydrated();
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactError>>>({});
  const controls = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const update = (field: ContactField, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    // Once a field shows an error, it is checked again as the visitor types, so the error leaves as soon as it is fixed.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateContact(next)[field] }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      controls.current[firstInvalid]?.focus();
      return;
    }
    const values = { name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() };
    openMailClient(mailtoUrl(CONTACT_EMAIL, t("contact.mailSubject", values), t("contact.mailBody", values)));
    setFields(EMPTY_CONTACT);
    toast.success(t("contact.success"));
  };

  const control = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field === "message" ? "body" : field,
    value: fields[field],
    required: true,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      controls.current[field] = element;
    },
    className: `focus-ring mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-teal-600 sm:text-sm ${errors[field] ? "border-rose-500" : "border-slate-300"}`,
  });

  const label = (field: ContactField) => (
    <label htmlFor={`contact-${field}`} className="block text-sm font-medium text-slate-800">
      {t(`contact.${field}`)}
      <span aria-hidden="true" className="ml-0.5 text-rose-600">
        *
      </span>
    </label>
  );

  const error = (field: ContactField) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="mt-1.5 text-sm text-rose-700">
        {t(`contact.errors.${errors[field]}`)}
      </p>
    ) : null;

  return (
    <form
      action={`mailto:${CONTACT_EMAIL}`}
      method="get"
      noValidate={hydrated}
      onSubmit={submit}
      aria-label={t("contact.title")}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <p aria-hidden="true" className="text-xs text-slate-500">
        <span className="text-rose-600">*</span> {t("contact.required")}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label("name")}
          <input
            type="text"
            autoComplete="name"
            placeholder={t("contact.namePlaceholder")}
            onChange={(e) => update("name", e.target.value)}
            {...control("name")}
          />
          {error("name")}
        </div>
        <div>
          {label("email")}
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("contact.emailPlaceholder")}
            onChange={(e) => update("email", e.target.value)}
            {...control("email")}
          />
          {error("email")}
        </div>
      </div>
      <div>
        {label("message")}
        <textarea rows={5} placeholder={t("contact.messagePlaceholder")} onChange={(e) => update("message", e.target.value)} {...control("message")} />
        {error("message")}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-5 text-slate-500">{t("contact.hint")}</p>
        <button
          type="submit"
          className="focus-ring inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-teal-800"
        >
          <Icon className="size-4">
            <path d="M22 2L11 13M22 2l-7 20-4-9-9-4z" />
          </Icon>
          {t("contact.submit")}
        </button>
      </div>
    </form>
  );
}
