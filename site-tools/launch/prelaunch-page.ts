/**
 * The page a host publishes at the site's address while the launch check
 * still has problems (`npm run build:host`, docs/decisions/034-pre-launch-site.md):
 * to a visitor, one line in each language saying the site is not open yet;
 * to the owner, the launch check's list, each problem under the editor's list
 * that fixes it, and the way to the editor. It shows none of the sample's
 * facts: where a problem quotes one, the page says "(sample)" instead.
 */
import { ARTICLES_FOLDER, dataFiles } from "../../app/facts/schemas/data-files";
import { ARTICLES_LIST, EDITOR_LISTS } from "../cms/decap-config";
import { aboutFields } from "../cms/fields/about";
import { businessFields } from "../cms/fields/business";
import { reviewsFields } from "../cms/fields/reviews";
import type { FieldSpec } from "../cms/schema-fields";

/** The editor's field labels, for the data files whose fields do not depend on the content. */
const FIELD_LABELS: Partial<Record<keyof typeof dataFiles, Record<string, FieldSpec>>> = {
  business: businessFields,
  reviews: reviewsFields,
  about: aboutFields,
};
/** A field's path at the start of a problem: "notary.firstName", "reviews[2].text". */
const LEADING_FIELD = /^([A-Za-z]\w*(?:\[\d+\])?(?:\.[A-Za-z]\w*(?:\[\d+\])?)*)(?=[ :])/;

/** "notary.firstName" as the editor labels it ("Notary › First name"), or undefined where it has no label. */
export function fieldLabel(fields: Record<string, FieldSpec>, path: string): string | undefined {
  const labels: string[] = [];
  let level: Record<string, FieldSpec> | undefined = fields;
  for (const name of path.replace(/\[\d+\]/g, "").split(".")) {
    const spec: FieldSpec | undefined = level?.[name];
    if (!spec) return undefined;
    labels.push(spec.label);
    level = spec.fields;
  }
  return labels.join(" › ");
}

/** The problem with its leading field path named by the editor's label first. */
function withFieldLabel(name: keyof typeof dataFiles, text: string): string {
  const fields = FIELD_LABELS[name];
  const path = LEADING_FIELD.exec(text)?.[1];
  const label = fields && path ? fieldLabel(fields, path) : undefined;
  return label ? `“${label}” (${path})${text.slice(path?.length ?? 0)}` : text;
}

/** Where a problem is fixed, when it does not start with one of the editor's files. */
const HOST_SETTINGS = "Your web host's settings (on Netlify: Site configuration › Environment variables)";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The editor's list a problem is fixed in, and the problem without the file it starts with. */
export function whereToFix(problem: string): { place: string; text: string } {
  for (const [name, file] of Object.entries(dataFiles) as [keyof typeof dataFiles, string][]) {
    for (const prefix of [`${file} › `, `${file}: `]) {
      if (problem.startsWith(prefix)) {
        return {
          place: `Site editor › ${EDITOR_LISTS[name]}`,
          text: withFieldLabel(name, problem.slice(prefix.length)),
        };
      }
    }
  }
  // A content problem already in the editor's words: "Questions (FAQ) › …", "Articles › “Its title” › …".
  for (const list of [...Object.values(EDITOR_LISTS), ARTICLES_LIST]) {
    if (problem.startsWith(`${list} › `))
      return { place: `Site editor › ${list}`, text: problem.slice(list.length + 3) };
  }
  if (problem.startsWith(`${ARTICLES_FOLDER}/`)) return { place: `Site editor › ${ARTICLES_LIST}`, text: problem };
  return { place: HOST_SETTINGS, text: problem };
}

/** The problem's words with every sample fact it quotes replaced by "(sample)". */
export function withoutSampleFacts(text: string, sampleFacts: readonly string[]): string {
  return sampleFacts.reduce((words, fact) => (fact ? words.split(fact).join("(sample)") : words), text);
}

const STYLE = `body{margin:0;font:17px/1.5 system-ui,sans-serif;color:#1b2433;background:#f6f7f9}
main{max-width:46rem;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{font-size:1.6rem;line-height:1.2}h2{font-size:1.2rem;margin-top:2.5rem}
.visitors{padding:1rem 1.25rem;background:#0e2647;color:#fff;border-radius:.5rem}
.visitors p{margin:.25rem 0}
ol{padding-left:1.4rem}li{margin:.9rem 0}.place{display:block;font-weight:600}
a.button{display:inline-block;padding:.7rem 1.2rem;background:#0e2647;color:#fff;border-radius:.4rem;text-decoration:none;font-weight:600}`;

/**
 * The whole page.
 * @param problems the launch check's list, as `npm run build:deploy` prints it
 * @param sampleFacts the fictional facts still in use (launch-check.ts, sampleFactsInUse)
 * @param editorPath where the editor is ("/admin")
 */
export function prelaunchPageHtml({
  problems,
  sampleFacts,
  editorPath,
  preview,
}: {
  problems: readonly string[];
  sampleFacts: readonly string[];
  editorPath: string;
  /** Where the masked preview is (platform/build/masked-preview.mjs), or what kept it back. */
  preview: { path: string } | { refused: readonly string[] };
}): string {
  const items = problems.map((problem) => {
    const { place, text } = whereToFix(problem);
    const words = escapeHtml(withoutSampleFacts(text, sampleFacts));
    return `<li><span class="place">${escapeHtml(place)}</span>${words}</li>`;
  });
  const count = `${problems.length} ${problems.length === 1 ? "thing" : "things"}`;
  const previewPart =
    "path" in preview
      ? `<p><a class="button" href="${escapeHtml(preview.path)}">See your site as it will look</a></p>
<p>The preview shows your pages with what you have written so far. Each sample fact still in it (the phone, the e-mail, the names) shows as a note in [brackets] saying where yours goes; the sample reviews, story and articles are left out. It carries a banner on every page, has no working form, and search engines are asked not to list it.</p>`
      : `<p>There is no preview of your site this time: it would have shown sample content, so it was held back. What was found:</p>
<ul>
${preview.refused.map((why) => `<li>${escapeHtml(withoutSampleFacts(why, sampleFacts))}</li>`).join("\n")}
</ul>`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex, nofollow"/>
<title>Not open yet</title>
<style>${STYLE}</style>
</head><body><main>
<div class="visitors">
<p>This website is not open yet. Please come back soon.</p>
<p lang="es">Este sitio web todavía no está abierto. Vuelva pronto, por favor.</p>
</div>
<h1>Before your site goes live: ${count} to do</h1>
<p>This is what your address shows until the launch check finds nothing left to do. Search engines are asked not to list it, and it shows none of the sample's phone, e-mail, names or reviews.</p>
<p><a class="button" href="${escapeHtml(editorPath)}">Open the site editor</a></p>
<p>Sign in, fix each item below in the place named above it, and click Publish. Each publish rebuilds the site in a few minutes: this list gets shorter, and when it is empty the next publish puts your site online at this address.</p>
<h2>Your site as it will look</h2>
${previewPart}
<h2>The launch check's list</h2>
<ol>
${items.join("\n")}
</ol>
</main></body></html>
`;
}
