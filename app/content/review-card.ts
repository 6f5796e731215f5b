import type { Bilingual, Lang } from "~/vocabulary/lang";

/** The words a review card puts around the client's own, in the page's language. */
export const reviewCardCopy: Bilingual<{
  /** What a screen reader says for the stars. */
  rated: (rating: number) => string;
  sample: string;
  /** Said before a review written in the other language than the page's. */
  writtenIn: Record<Lang, string>;
}> = {
  en: {
    rated: (rating) => `Rated ${rating} out of 5`,
    sample: "Sample review",
    writtenIn: { en: "Written in English", es: "Written in Spanish" },
  },
  es: {
    rated: (rating) => `Calificación: ${rating} de 5`,
    sample: "Reseña de muestra",
    writtenIn: { en: "Escrita en inglés", es: "Escrita en español" },
  },
};
