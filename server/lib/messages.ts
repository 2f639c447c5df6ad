/** Server-side message catalogue: every error the API returns, in the caller's language. */
import { MAX_BODY_BYTES, type Language } from "../../contract/constants.ts";
import type { SchemaMessageKey } from "../../contract/message-keys.ts";
import type { NoneMissing } from "../../contract/type-checks.ts";

const zhCN = {
  ok: "成功",
  badRequest: "请求参数有误",
  invalidField: "参数 {field} 无效：{reason}",
  invalidJson: "请求体不是有效的 JSON",
  bodyTooLarge: "请求体过大（上限 {mb} MB）",
  unsupportedMediaType: "不支持的内容类型",
  notFound: "请求的资源不存在",
  routeNotFound: "接口不存在",
  methodNotAllowed: "不支持该请求方法",
  unauthorized: "请先登录",
  forbidden: "没有权限执行此操作",
  tooManyRequests: "请求过于频繁，请稍后再试",
  writeTooFrequent: "操作过于频繁，请稍后再试（新注册的账号限制更严）",
  conflict: "数据冲突",
  serviceUnavailable: "服务暂时不可用，请稍后再试",
  internal: "服务器内部错误，请稍后再试",
  storageFull: "服务器存储空间已满，本次没有保存，请稍后再试",
  promptNotFound: "提示词不存在",
  categoryNotFound: "分类不存在",
  blockedTerm: "内容含有不允许发布的词语，请修改后再提交",
} as const;

type Catalogue = Record<keyof typeof zhCN, string>;

const zhTW: Catalogue = {
  ok: "成功",
  badRequest: "請求參數有誤",
  invalidField: "參數 {field} 無效：{reason}",
  invalidJson: "請求內容不是有效的 JSON",
  bodyTooLarge: "請求內容過大（上限 {mb} MB）",
  unsupportedMediaType: "不支援的內容類型",
  notFound: "請求的資源不存在",
  routeNotFound: "介面不存在",
  methodNotAllowed: "不支援該請求方法",
  unauthorized: "請先登入",
  forbidden: "沒有權限執行此操作",
  tooManyRequests: "請求過於頻繁，請稍後再試",
  writeTooFrequent: "操作過於頻繁，請稍後再試（新註冊的帳號限制更嚴）",
  conflict: "資料衝突",
  serviceUnavailable: "服務暫時無法使用，請稍後再試",
  internal: "伺服器內部錯誤，請稍後再試",
  storageFull: "伺服器儲存空間已滿，本次沒有儲存，請稍後再試",
  promptNotFound: "提示詞不存在",
  categoryNotFound: "分類不存在",
  blockedTerm: "內容含有不允許發布的詞語，請修改後再送出",
};

const en: Catalogue = {
  ok: "OK",
  badRequest: "The request is not valid",
  invalidField: "Invalid parameter {field}: {reason}",
  invalidJson: "The request body is not valid JSON",
  bodyTooLarge: "The request body is too large ({mb} MB at most)",
  unsupportedMediaType: "Unsupported content type",
  notFound: "The requested resource does not exist",
  routeNotFound: "No such endpoint",
  methodNotAllowed: "Method not allowed",
  unauthorized: "Please sign in first",
  forbidden: "You are not allowed to do this",
  tooManyRequests: "Too many requests, please try again later",
  writeTooFrequent: "Too many changes in a short time, please try again later (new accounts have lower limits)",
  conflict: "Conflicting data",
  serviceUnavailable: "The service is temporarily unavailable, please try again later",
  internal: "Internal server error, please try again later",
  storageFull: "The server's storage is full, so nothing was saved; please try again later",
  promptNotFound: "The prompt does not exist",
  categoryNotFound: "The category does not exist",
  blockedTerm: "The text contains a term that may not be published; please change it",
};

const catalogues: Record<Language, Catalogue> = { "zh-CN": zhCN, "zh-TW": zhTW, en };

/**
 * The zh-CN catalogue each module registers, by module: each messages file adds its own entry
 * (`declare module ".../lib/messages.ts" { interface ModuleMessages { … } }`), so a key is typed
 * where it is written and this file stays small.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface ModuleMessages {}

/** Every key the API may say: a typo in an error or a `translate` fails `npm run typecheck`. */
export type MessageKey = keyof typeof zhCN | { [Module in keyof ModuleMessages]: keyof ModuleMessages[Module] }[keyof ModuleMessages];

/**
 * Every key the contract's schemas name has its texts (registerMessages makes zh-TW and en carry zh-CN's
 * keys): a key no module registers fails `npm run typecheck`, the error naming it.
 */
type _EverySchemaKeyTranslated = NoneMissing<Exclude<SchemaMessageKey, MessageKey>>;

/** The ends of the keys under a prefix: what a key built as `${prefix}.${piece}` may take for its piece. */
export type KeysUnder<Prefix extends string> = MessageKey extends infer Key ? (Key extends `${Prefix}.${infer Rest}` ? Rest : never) : never;

/** A language's plural forms beside the key itself (the `other` form): "1 prompt" in English. */
type PluralForms<Key extends string> = `${Key}_${"zero" | "one" | "two" | "few" | "many"}`;
type Texts<Key extends string> = Record<Key, string> & Partial<Record<PluralForms<Key>, string>>;

/**
 * Feature modules add their own keys through this registry so that this file stays small. The
 * zh-CN catalogue names the keys; zh-TW and en must have exactly those (plus plural forms).
 */
export function registerMessages<const Key extends string>(extra: {
  "zh-CN": Record<Key, string>;
  "zh-TW": Texts<NoInfer<Key>>;
  en: Texts<NoInfer<Key>>;
}): Record<Key, string> {
  for (const lan of Object.keys(extra) as Language[]) Object.assign(catalogues[lan], extra[lan]);
  return extra["zh-CN"];
}

const numbersByKey: Record<string, Record<string, number>> = { bodyTooLarge: { mb: MAX_BODY_BYTES / 2 ** 20 } };

/**
 * The numbers a module's texts name by placeholder, by key: `{max}` of usernameMaxLength is
 * USERNAME_MAX, the constant the schema enforces, so no text writes a limit by hand and each
 * language prints it its own way (12,345). A caller's params still win.
 */
export function registerNumbers<Key extends string>(_messages: Record<Key, string>, numbers: Partial<Record<Key, Record<string, number>>>) {
  Object.assign(numbersByKey, numbers);
}

/** The numbers registered for each key, for the test that holds them to the schemas. */
export function registeredNumbers(): Readonly<Record<string, Readonly<Record<string, number>>>> {
  return numbersByKey;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const countFormats = new Map<Language, Intl.NumberFormat>();

function once<T>(cache: Map<Language, T>, lan: Language, build: () => T): T {
  let value = cache.get(lan);
  if (value === undefined) cache.set(lan, (value = build()));
  return value;
}

/**
 * A numeric `count` picks `key_one` (and the like) where the language has that form, the key itself
 * being the plural (issue #23: "1 prompts" no more). `count` and the key's registered numbers print
 * with grouping (12,345); a caller's params win over the registered ones.
 */
export function translate(lan: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const numbers = numbersByKey[key];
  const values: Record<string, string | number> = numbers ? { ...numbers, ...params } : params;
  const { count } = values;
  const form = typeof count === "number" ? `${key}_${once(pluralRules, lan, () => new Intl.PluralRules(lan)).select(count)}` : undefined;
  const own = catalogues[lan] as Record<string, string>;
  const template = (form && own[form]) ?? own[key] ?? (catalogues["zh-CN"] as Record<string, string>)[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (typeof value === "number" && (name === "count" || (numbers !== undefined && name in numbers))) {
      return once(countFormats, lan, () => new Intl.NumberFormat(lan)).format(value);
    }
    return String(value ?? `{${name}}`);
  });
}

/** The catalogues as registered so far, for the tests that read every text (the glossary). */
export function messageCatalogues(): Record<Language, Record<string, string>> {
  return catalogues;
}
