import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/**
 * Markdown → HTML for stored pages. micromark escapes any raw HTML in the source and drops dangerous link
 * protocols (javascript:, data:), so the result is safe to insert; the web app ships no Markdown code.
 */
export function renderMarkdown(source: string): string {
  return micromark(source, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}
