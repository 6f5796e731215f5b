/**
 * Spanish joins a preposition to the article that follows it: "de" + "el
 * condado de Berks" is "del condado de Berks". Words from the data
 * (`serviceArea.regionEs`) go through this wherever a sentence puts "de"
 * in front of them, so no page reads "de el".
 */
export function fromEs(phrase: string): string {
  return phrase.startsWith("el ") ? `del ${phrase.slice(3)}` : `de ${phrase}`;
}

/** "el condado de Berks" -> "Condado de Berks": the name alone, as a heading or a label writes it. */
export function nameAloneEs(phrase: string): string {
  const name = phrase.replace(/^(?:el|la|los|las) /u, "");
  return name.charAt(0).toUpperCase() + name.slice(1);
}
