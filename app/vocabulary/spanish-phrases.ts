/**
 * Spanish joins a preposition to the article that follows it: "de" + "el
 * condado de Berks" is "del condado de Berks", "a" + "el" is "al". Words
 * from the data (`serviceArea.regionEs`) go through these wherever a
 * sentence puts "de" or "a" in front of them, so no page reads "de el".
 */
export function fromEs(phrase: string): string {
  return phrase.startsWith("el ") ? `del ${phrase.slice(3)}` : `de ${phrase}`;
}

export function toEs(phrase: string): string {
  return phrase.startsWith("el ") ? `al ${phrase.slice(3)}` : `a ${phrase}`;
}

/** "el condado de Berks" -> "Condado de Berks": the name alone, as a heading or a label writes it. */
export function nameAloneEs(phrase: string): string {
  const name = phrase.replace(/^(?:el|la|los|las) /u, "");
  return name.charAt(0).toUpperCase() + name.slice(1);
}
