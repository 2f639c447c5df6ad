/** The category form's values, how an existing category fills them, and what they send. */
import {
  AddCategoryBodySchema,
  UpdateCategoryBodySchema,
  type AddCategoryInput,
  type AdminCategory,
  type UpdateCategoryInput,
} from "../../../contract/console.ts";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import { issuesByField, type FieldErrors } from "../../components/field-errors.ts";

export type OtherVersion = { category: string; intro: string; /** what was loaded was a machine's */ machine: boolean; existed: boolean };

export type CategoryFormValues = {
  id?: number;
  /** The language of the main name and description fields: the category's source language. */
  lan: Language;
  category: string;
  intro: string;
  img: string;
  tags: string[];
  /** Text of the number field, so an empty or half-typed value can be judged on submit. */
  sort: string;
  others: Partial<Record<Language, OtherVersion>>;
};

export function otherLanguages(lan: Language): Language[] {
  return LANGUAGES.filter((l) => l !== lan);
}

export function emptyCategoryForm(lan: Language): CategoryFormValues {
  const others: CategoryFormValues["others"] = {};
  for (const l of otherLanguages(lan)) others[l] = { category: "", intro: "", machine: false, existed: false };
  return { lan, category: "", intro: "", img: "", tags: [], sort: "0", others };
}

export function categoryFormOf(category: AdminCategory): CategoryFormValues {
  const main = category.i18n[category.lan];
  const others: CategoryFormValues["others"] = {};
  for (const l of otherLanguages(category.lan)) {
    const v = category.i18n[l];
    others[l] = { category: v?.category ?? "", intro: v?.intro ?? "", machine: v?.machine ?? false, existed: Boolean(v) };
  }
  return {
    id: category.cid,
    lan: category.lan,
    category: main?.category ?? category.category,
    intro: main?.intro ?? category.intro,
    img: category.img,
    tags: category.tags,
    sort: String(category.sort),
    others,
  };
}

function bodyOf(values: CategoryFormValues): AddCategoryInput {
  const i18n: NonNullable<AddCategoryInput["i18n"]> = {};
  for (const [l, v] of Object.entries(values.others) as Array<[Language, OtherVersion]>) {
    // An empty field that never held a version says nothing; one that did asks for its removal.
    if (v.category.trim() || v.existed) i18n[l] = { category: v.category, intro: v.intro };
  }
  return {
    category: values.category,
    intro: values.intro,
    img: values.img,
    tags: values.tags,
    sort: values.sort.trim() === "" ? 0 : Number(values.sort),
    lan: values.lan,
    i18n,
  };
}

export type CategorySubmission = { ok: true; body: AddCategoryInput | UpdateCategoryInput } | { ok: false; errors: FieldErrors };

/** The contract's own rules, so the form refuses exactly what the server would. */
export function validateCategoryForm(values: CategoryFormValues): CategorySubmission {
  // A description without a name would be dropped by the server (an empty name removes a version).
  const orphans: FieldErrors = {};
  for (const [l, v] of Object.entries(values.others) as Array<[Language, OtherVersion]>) {
    if (!v.category.trim() && v.intro.trim()) orphans[`i18n.${l}.category`] = "categoryNameRequired";
  }
  if (Object.keys(orphans).length > 0) return { ok: false, errors: orphans };
  const body = bodyOf(values);
  if (values.id === undefined) {
    const parsed = AddCategoryBodySchema.safeParse(body);
    return parsed.success ? { ok: true, body } : { ok: false, errors: issuesByField(parsed.error) };
  }
  const update: UpdateCategoryInput = { ...body, id: values.id };
  const parsed = UpdateCategoryBodySchema.safeParse(update);
  return parsed.success ? { ok: true, body: update } : { ok: false, errors: issuesByField(parsed.error) };
}
