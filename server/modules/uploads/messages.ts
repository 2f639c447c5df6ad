/** Refusals of the upload calls, in three languages. */
import { registerMessages, registerNumbers } from "../../lib/messages.ts";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE } from "../../../contract/uploads.ts";

export const messages = registerMessages({
  "zh-CN": {
    uploadNoFile: "请选择要上传的图片",
    uploadNotImage: "“{file}”不是支持的图片格式（仅限 PNG、JPEG、GIF、WebP）",
    uploadSvgRefused: "“{file}”是 SVG 图片，出于安全原因不接受（可能包含脚本），请转换为 PNG 或 WebP",
    uploadUnreadableImage: "“{file}”的图片数据已损坏或无法识别尺寸",
    uploadTooManyPixels: "“{file}”的尺寸过大（每边最多 {side} 像素，总计最多 {megapixels} 百万像素）",
    uploadHtmlInside: "“{file}”中含有网页或脚本内容，已拒绝",
    uploadTooLarge: "图片过大，每个文件最多 {mb} MB",
    uploadTooManyFiles: "一次最多上传 {max} 个文件",
    uploadTooFrequent: "上传过于频繁，请稍后再试",
    uploadQuotaExceeded: "你上传的图片已达到 {mb} MB 的存储上限；不再使用的图片会被定期清除",
    uploadNotFound: "文件不存在",
  },
  "zh-TW": {
    uploadNoFile: "請選擇要上傳的圖片",
    uploadNotImage: "「{file}」不是支援的圖片格式（僅限 PNG、JPEG、GIF、WebP）",
    uploadSvgRefused: "「{file}」是 SVG 圖片，基於安全理由不接受（可能包含指令碼），請轉換為 PNG 或 WebP",
    uploadUnreadableImage: "「{file}」的圖片資料已損壞或無法辨識尺寸",
    uploadTooManyPixels: "「{file}」的尺寸過大（每邊最多 {side} 像素，總計最多 {megapixels} 百萬像素）",
    uploadHtmlInside: "「{file}」中含有網頁或指令碼內容，已拒絕",
    uploadTooLarge: "圖片過大，每個檔案最多 {mb} MB",
    uploadTooManyFiles: "一次最多上傳 {max} 個檔案",
    uploadTooFrequent: "上傳過於頻繁，請稍後再試",
    uploadQuotaExceeded: "你上傳的圖片已達到 {mb} MB 的儲存上限；不再使用的圖片會定期清除",
    uploadNotFound: "檔案不存在",
  },
  en: {
    uploadNoFile: "Choose an image to upload",
    uploadNotImage: "“{file}” is not a supported image (PNG, JPEG, GIF or WebP only)",
    uploadSvgRefused: "“{file}” is an SVG image, which is not accepted for safety (it may carry script); convert it to PNG or WebP",
    uploadUnreadableImage: "“{file}” is damaged or its size cannot be read",
    uploadTooManyPixels: "“{file}” is too large in pixels (at most {side} pixels a side and {megapixels} megapixels in all)",
    uploadHtmlInside: "“{file}” contains web page or script content and was refused",
    uploadTooLarge: "The image is too large: {mb} MB per file at most",
    uploadTooManyFiles: "At most {max} files per upload",
    uploadTooFrequent: "Too many uploads, please try again later",
    uploadQuotaExceeded: "Your uploaded images have reached the {mb} MB storage limit; images nothing uses any more are removed regularly",
    uploadNotFound: "The file does not exist",
  },
});
// uploadTooManyFiles: the call names its own limit (an avatar takes one file), grouped all the same.
registerNumbers(messages, {
  uploadTooManyPixels: { side: UPLOAD_MAX_SIDE, megapixels: UPLOAD_MAX_PIXELS / 1_000_000 },
  uploadTooLarge: { mb: UPLOAD_MAX_BYTES / 2 ** 20 },
  uploadTooManyFiles: { max: UPLOAD_MAX_FILES },
});

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    uploads: typeof messages;
  }
}
