/**
 * An e-mail address that may end a line after its "@" and nowhere inside a
 * word; other text as it is. Paired with `wrap-break-word` (not
 * `overflow-wrap: anywhere`, which lets a narrow column cut "example.com").
 */
export function BreakAfterAt({ text }: { text: string }) {
  const at = text.indexOf("@");
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}
