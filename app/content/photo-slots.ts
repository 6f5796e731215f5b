/**
 * The photo slots of the site and what fills them: the owner's photos from
 * photos.json (checked by the build), or nothing yet. Plain data; loaders
 * turn a choice into generated files with resolvePhoto (app/lib/photos.server.ts).
 */
import photosData from "~/facts/data/photos.json" with { type: "json" };
import type { OnTheJobService, PhotosData, SlotPhoto } from "~/facts/schemas/photos";
import type { PhotoChoice } from "~/lib/photo";
import { site } from "~/facts/site.config";
import type { Bilingual, Lang } from "~/vocabulary/lang";

const photos = photosData as PhotosData;

/** Where a slot is, for the page's markup and the tests: "portrait", "service:mobile-notary", "town:reading". */
export type PhotoSlotName = "portrait" | `service:${OnTheJobService}` | `town:${string}`;

/** What the slot shows until the owner adds her photo: a sentence that does not pretend. */
export interface PlaceholderWords {
  /** The placeholder's accessible name and visible caption. */
  caption: string;
  /** Shown large in the placeholder: initials for the portrait, else empty (a drawing). */
  monogram?: string;
}

function choiceIn(photo: SlotPhoto | undefined, lang: Lang): PhotoChoice | undefined {
  return photo && { file: photo.file, alt: lang === "es" ? photo.altEs : photo.alt };
}

/** True until the owner adds her portrait; the deploy build refuses the site while it is. */
export const portraitMissing: boolean = photos.portrait.length === 0;

export function portraitChoice(lang: Lang): PhotoChoice | undefined {
  return choiceIn(photos.portrait[0], lang);
}

export function servicePhotoChoice(slug: string, lang: Lang): PhotoChoice | undefined {
  return choiceIn(
    photos.services.find((photo) => photo.service === slug),
    lang,
  );
}

export function townPhotoChoice(slug: string, lang: Lang): PhotoChoice | undefined {
  return choiceIn(
    photos.towns.find((photo) => photo.town === slug),
    lang,
  );
}

const initials = site.notary.fullName
  .split(/\s+/)
  .map((word) => word.charAt(0))
  .join("");

export const portraitPlaceholder: Bilingual<PlaceholderWords> = {
  en: { caption: `Portrait of ${site.notary.fullName} coming soon`, monogram: initials },
  es: { caption: `Pronto, una foto de ${site.notary.fullName}`, monogram: initials },
};

const workPlaceholder: Bilingual<(what: string) => PlaceholderWords> = {
  en: (what) => ({ caption: `Photo coming soon: ${what}` }),
  es: (what) => ({ caption: `Pronto, una foto: ${what}` }),
};

/** What each on-the-job photo will show, for its placeholder. */
const workSubjects: Record<OnTheJobService, Bilingual<string>> = {
  "mobile-notary": { en: "a visit at home or in a hospital room", es: "una visita en casa o en el hospital" },
  "loan-signing-agent": { en: "a closing at a kitchen table", es: "un cierre en la mesa de la cocina" },
};

/** The on-the-job slot of a service page, if the service has one. */
export function workSlotOf(
  slug: string,
  lang: Lang,
): { name: PhotoSlotName; placeholder: PlaceholderWords } | undefined {
  if (!(slug in workSubjects)) return undefined;
  const service = slug as OnTheJobService;
  return { name: `service:${service}`, placeholder: workPlaceholder[lang](workSubjects[service][lang]) };
}
