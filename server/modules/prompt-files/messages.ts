/** Messages of the prompt import (issue #21). */
import { registerMessages } from "../../lib/messages.ts";

export const messages = registerMessages({
  "zh-CN": {
    importNotUtf8: "文件不是 UTF-8 编码（可能是 GBK）：请另存为 UTF-8 后再导入",
    importEmpty: "文件是空的，没有可导入的提示词",
    importNoPromptColumn: "CSV 文件缺少 prompt 列：第一行应为列名，例如 act,prompt",
    importCsvInvalid: "CSV 格式有误（第 {line} 行附近），请检查引号是否成对",
    importRecordTooLong: "第 {line} 行附近的一条记录过长，文件可能已损坏",
    importJsonInvalid: "JSON 文件格式不对：应为提示词数组，或本站导出的 JSON",
    importTooManyRows: "一次最多导入 {max} 条，请拆分文件",
    importCategoryRequired: "请选择目标分类，或从文件的分类列读取分类",
    importCategoryUnknown: "分类不存在：{code}",
    importRangeInvalid: "导入范围无效",
    exportFormatInvalid: "导出格式只能是 json、csv 或 md",
    importDuplicateLine: "与第 {line} 行内容相同",
    importDuplicateOf: "与已有提示词“{title}”（{code}）内容相同",
  },
  "zh-TW": {
    importNotUtf8: "檔案不是 UTF-8 編碼（可能是 GBK）：請另存為 UTF-8 後再匯入",
    importEmpty: "檔案是空的，沒有可匯入的提示詞",
    importNoPromptColumn: "CSV 檔案缺少 prompt 欄：第一列應為欄名，例如 act,prompt",
    importCsvInvalid: "CSV 格式有誤（第 {line} 行附近），請檢查引號是否成對",
    importRecordTooLong: "第 {line} 行附近的一筆記錄過長，檔案可能已損毀",
    importJsonInvalid: "JSON 檔案格式不對：應為提示詞陣列，或本站匯出的 JSON",
    importTooManyRows: "一次最多匯入 {max} 筆，請分割檔案",
    importCategoryRequired: "請選擇目標分類，或從檔案的分類欄讀取分類",
    importCategoryUnknown: "分類不存在：{code}",
    importRangeInvalid: "匯入範圍無效",
    exportFormatInvalid: "匯出格式只能是 json、csv 或 md",
    importDuplicateLine: "與第 {line} 行內容相同",
    importDuplicateOf: "與現有提示詞「{title}」（{code}）內容相同",
  },
  en: {
    importNotUtf8: "The file is not UTF-8 (it may be GBK): save it as UTF-8 and import it again",
    importEmpty: "The file is empty: there is nothing to import",
    importNoPromptColumn: "The CSV file has no prompt column: its first line should name the columns, e.g. act,prompt",
    importCsvInvalid: "The CSV file is malformed near line {line}: check that its quotes are paired",
    importRecordTooLong: "A record near line {line} is far too long; the file may be damaged",
    importJsonInvalid: "The JSON file is not a list of prompts or one of this site's JSON exports",
    importTooManyRows: "At most {max} rows can be imported at once: split the file",
    importCategoryRequired: "Choose a target category, or take each row's category from the file",
    importCategoryUnknown: "No such category: {code}",
    importRangeInvalid: "Invalid import range",
    exportFormatInvalid: "The export format must be json, csv or md",
    importDuplicateLine: "Same text as line {line}",
    importDuplicateOf: "Same text as the existing prompt “{title}” ({code})",
  },
});

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    promptFiles: typeof messages;
  }
}
