/**
 * Readable long-form text (legal pages, articles): headings, paragraphs,
 * lists, links and quotes styled from the outside, so the words inside can be
 * plain elements or HTML built from Markdown. On paper the type and the
 * spaces are smaller, so a checklist article fits on two sheets.
 */
export const proseClasses =
  "max-w-3xl text-lg leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-brand-100 [&_td]:p-2 [&_th]:border [&_th]:border-brand-100 [&_th]:bg-brand-50 [&_th]:p-2 [&_th]:text-left [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 print:text-[11pt] print:leading-snug print:[&_h2]:mt-5 print:[&_h2]:text-[14pt] print:[&_h3]:mt-4 print:[&_h3]:text-[12pt] print:[&_li]:mt-0.5 print:[&_ol]:mt-2 print:[&_p]:mt-2 print:[&_ul]:mt-2";
