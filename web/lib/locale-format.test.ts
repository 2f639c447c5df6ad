import { describe, expect, it } from "vitest";
import { formatCompact, formatCount, formatCreateTime, formatDate, parseCreateTime } from "./locale-format.ts";

describe("dates", () => {
  it("reads a 10-character createTime as seconds and a longer one as milliseconds", () => {
    expect(parseCreateTime("1700000000")?.toISOString()).toBe("2023-11-14T22:13:20.000Z");
    expect(parseCreateTime("1700000000000")?.toISOString()).toBe("2023-11-14T22:13:20.000Z");
    expect(parseCreateTime("")).toBeNull();
    expect(parseCreateTime("not a date")).toBeNull();
  });

  it("has one style per language and kind: year, month, day, hour and minute in Chinese, one English style", () => {
    const date = new Date("2023-11-14T22:13:20Z");
    expect(formatDate(date, "zh-CN", "dateTime", "Asia/Shanghai")).toBe("2023/11/15 06:13");
    expect(formatDate(date, "zh-TW", "dateTime", "Asia/Taipei")).toBe("2023/11/15 06:13");
    expect(formatDate(date, "en", "dateTime", "UTC")).toBe("Nov 14, 2023, 22:13");
    expect(formatDate(date, "zh-CN", "date", "UTC")).toBe("2023年11月14日");
    expect(formatDate(date, "zh-TW", "date", "UTC")).toBe("2023年11月14日");
    // The same month name in both English kinds: never "Sept" in one place and "September" in another.
    expect(formatDate(new Date("2025-09-14T08:05:00Z"), "en", "date", "UTC")).toBe("Sep 14, 2025");
    expect(formatDate(new Date("2025-09-14T08:05:00Z"), "en", "dateTime", "UTC")).toBe("Sep 14, 2025, 08:05");
  });

  it("puts a plain space between date and time whatever the ICU version says, so server HTML and browser agree", () => {
    // Node's ICU joins zh-TW date and time with a thin space (U+2009), Chromium's with a plain
    // one: the server's HTML and the hydration pass differed on every zh-TW page with a date.
    expect(formatDate(new Date("2023-11-14T22:13:20Z"), "zh-TW", "dateTime", "Asia/Taipei")).toBe("2023/11/15 06:13");
  });

  it("writes the hour after midnight as 00 in every language, as browsers do, not as 24", () => {
    // hour12: false let Node's ICU pick the h24 cycle for zh-TW ("24:40"), Chromium's h23 ("00:40"):
    // React error #418 on zh-TW pages with a time between midnight and one.
    const date = new Date("2026-08-02T16:40:00Z");
    expect(formatDate(date, "zh-TW", "dateTime", "Asia/Taipei")).toBe("2026/08/03 00:40");
    expect(formatDate(date, "zh-CN", "dateTime", "Asia/Shanghai")).toBe("2026/08/03 00:40");
    expect(formatDate(new Date("2026-08-02T00:40:00Z"), "en", "dateTime", "UTC")).toBe("Aug 2, 2026, 00:40");
  });

  it("formats a createTime, and nothing for none", () => {
    expect(formatCreateTime("1757837100", "zh-CN", "UTC")).toBe("2025/09/14 08:05");
    expect(formatCreateTime("", "zh-CN")).toBe("");
    expect(formatCreateTime("0", "en")).toBe("");
  });
});

describe("numbers", () => {
  it("keeps counters readers glance at short: 万 and 亿 in Chinese, K and M in English", () => {
    expect(formatCompact(15820, "zh-CN")).toBe("1.6万");
    expect(formatCompact(15820, "zh-TW")).toBe("1.6萬");
    expect(formatCompact(15820, "en")).toBe("16K");
    expect(formatCompact(234_567_890, "zh-CN")).toBe("2.3亿");
    expect(formatCompact(234_567_890, "zh-TW")).toBe("2.3億");
    expect(formatCompact(7960, "zh-CN")).toBe("7,960");
    expect(formatCompact(7960, "en")).toBe("7,960");
  });

  it("writes exact counts with grouping", () => {
    expect(formatCount(12345, "zh-CN")).toBe("12,345");
    expect(formatCount(12345, "en")).toBe("12,345");
  });
});
