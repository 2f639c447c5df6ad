const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchPriority="low"';

/**
 * Marks every `<link rel="modulepreload">` of React Router's `<Scripts />` (which takes no
 * attributes for them) `fetchPriority="low"`. The scripts are async modules that hydrate the
 * already rendered page; at the default high priority they compete with the stylesheet, the only
 * resource the first paint waits for (decision 015, item 9).
 */
export function lowPriorityPreloads(html: string): string {
  return html.replaceAll(PRELOAD, LOW_PRELOAD);
}
