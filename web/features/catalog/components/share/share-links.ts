/**
 * Where a share goes besides the browser's own sheet (issue #20): Weibo's and X's share pages,
 * opened in a new tab with the page's address and title. Nothing is contacted until the reader
 * follows one.
 */

export function weiboShareUrl(address: string, title: string): string {
  return `https://service.weibo.com/share/share.php?${new URLSearchParams({ url: address, title })}`;
}

export function xShareUrl(address: string, title: string): string {
  return `https://x.com/intent/tweet?${new URLSearchParams({ url: address, text: title })}`;
}

/** WeChat's in-app browser has no share sheet: its share button shows the poster to long-press instead. */
export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}
