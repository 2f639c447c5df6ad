/** Business constants (page sizes, previews, limits, roles, actions), shared by the server and the browser. */

export const LANGUAGES = ["zh-CN", "zh-TW", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
/** The two Chinese languages, which convert into each other (OpenCC and the phrase dictionary). */
export type ChineseLanguage = Exclude<Language, "en">;
export const DEFAULT_LANGUAGE: Language = "zh-CN";

export const PAGE_SIZE_HOME = 12;
export const PAGE_SIZE_MAX = 100;
/**
 * listPrompt counts matches exactly up to this many. Past it, `total` is a lower bound (this
 * number, or the prompts already listed if more): show "1000+" when total >= LIST_TOTAL_CAP and
 * hasMore is true. hasMore is always exact.
 */
export const LIST_TOTAL_CAP = 1000;

export const PREVIEW_CARD = 100;
export const PREVIEW_DETAIL = 200;
export const PREVIEW_BACK_OFFICE = 80;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 50;

export const EMOJI_MAX = 10;
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Who may open a prompt: 0 everyone, 1 signed-in users, 2 members, 3 administrators only. */
export const ACCESS = { everyone: 0, signedIn: 1, member: 2, admin: 3 } as const;
export type AccessLevel = (typeof ACCESS)[keyof typeof ACCESS];

/** Roles are numbers so that a role compares directly against an access level. */
export const ROLE = { user: 1, member: 2, admin: 3 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

/** Mark-category types of the index reply. */
export const MARK_TYPE = { favourites: 1, history: 2, group: 3 } as const;

/** Marks of the index reply that are not groups: a caller's favourites and view history. */
export const MARK_FAVOURITES = -1;
export const MARK_HISTORY = -2;

export const RATE_COMMENT_MAX = 1000;

/** updateCnt actions. */
export const COUNT_ACTION = { copy: 1, share: 2, favourite: 3, unfavourite: 4 } as const;

/** Popularity label thresholds. */
export const HOT_HIGH = 80;
export const HOT_MEDIUM = 50;

/**
 * Sent with a read made on behalf of a page view already counted (the server render's own API
 * call, the response cache recomputing an expired reply, the signed-in reader's personal refetch
 * of a detail): the server then counts no view for it.
 */
export const NO_VIEW_HEADER = "x-pp-no-view";

/** Reports (issue #22, docs/decisions/028); here rather than in reports.ts so the report dialog ships without zod. */
export const REPORT_REASONS = ["spam", "illegal", "offensive", "infringement", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 500;
export const REPORT_TARGET_TYPES = ["prompt", "comment"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Prompts per page of the open-data JSON dump (issue #21): at most, and when a call names no size. In this zod-free file, so the open-data page can name them. */
export const DUMP_PAGE_SIZE_MAX = 500;
export const DUMP_PAGE_SIZE_DEFAULT = 100;
