// The faces written into a page (the <style> that vite.config.ts marks
// `loadFacesAtOnce` among its inlineStylesheets, inline-styles.mjs) start
// loading the moment their rule is read, not when the first heading is laid
// out. Their `font-display: optional` gives a face only a short wait from
// the start of its load; on a busy phone the first layout came after the
// parser had worked through the whole page, the wait ran out, and the headings
// stayed in the phone's serif for the visit (issue 23; a throttled first visit
// in tests/e2e/fonts.spec.ts). Started here, the face is decoded during the
// parse instead. The script sits outside the React tree, so hydration never
// sees it, and the page's policy allows it by its hash like any other.

const FACE_RULE = /@font-face\s*{([^}]*)}/g;

/** The CSS font shorthand of each @font-face rule, e.g. `700 1em "Roboto Slab"`. */
export function inlinedFaceFonts(css) {
  return [...css.matchAll(FACE_RULE)].map(([, rule = ""]) => {
    const family = /font-family:\s*([^;]+)/
      .exec(rule)?.[1]
      ?.trim()
      .replace(/^["']|["']$/g, "");
    if (!family) throw new Error(`An inlined @font-face rule has no font-family: ${rule.slice(0, 80)}`);
    const weight = /font-weight:\s*([^;]+)/.exec(rule)?.[1]?.trim().split(/\s+/)[0] ?? "400";
    return `${weight} 1em "${family}"`;
  });
}

/** The <style> with this id and its CSS. */
const styleWithId = (id) =>
  new RegExp(`<style id="${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}">([\\s\\S]*?)<\\/style>`);

/**
 * The page with a script that loads the faces of the <style id> right after it; a page without one as it was.
 * @param {string} html
 * @param {string} styleId the id of the <style> that holds the faces
 */
export function withInlinedFacesLoading(html, styleId) {
  const style = styleWithId(styleId).exec(html);
  if (!style) return html;
  const fonts = inlinedFaceFonts(style[1] ?? "");
  if (fonts.length === 0) return html;
  const script = `<script data-inlined-faces="">${fonts.map((font) => `document.fonts.load(${JSON.stringify(font)});`).join("")}</script>`;
  const end = style.index + style[0].length;
  return `${html.slice(0, end)}${script}${html.slice(end)}`;
}
