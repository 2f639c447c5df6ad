/** Saves data the page fetched (with the token, so no plain link can) as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download by the time this runs.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
