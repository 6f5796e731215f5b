import { site } from "~/facts/site.config";

/**
 * The owner's public profiles (business.json): her Google Business Profile,
 * her other profiles, and the page where clients write a review. Every one is
 * optional, and an empty value ("" is what the editor writes for a cleared
 * field) counts as none, so nothing of it is shown.
 */

export interface ProfileLink {
  /** The site's own name, the same in both languages: "Google", "Facebook". */
  name: string;
  href: string;
}

const given = (value: string | undefined): string | undefined => value?.trim() || undefined;

const googleProfile = given(site.googleBusinessProfileUrl);

/** Her profiles, Google's first, each once. */
export const profileLinks: readonly ProfileLink[] = [
  ...(googleProfile ? [{ name: "Google", href: googleProfile }] : []),
  ...(site.otherProfiles ?? [])
    .map((profile) => ({ name: profile.name.trim(), href: profile.url.trim() }))
    .filter((profile) => profile.name && profile.href && profile.href !== googleProfile),
];

/** The addresses that are her business elsewhere, for structured data's `sameAs`. */
export const sameAsAddresses: readonly string[] = profileLinks.map((profile) => profile.href);

/** Google's own hosts, where a review link of hers may point (the profile's "Ask for reviews" link among them). */
const GOOGLE_HOST = /(?:^|\.)(?:google\.[a-z.]+|g\.page|goo\.gl|g\.co|share\.google)$/i;

export interface ReviewLink {
  href: string;
  /** "Google" when the link leads to Google, so the invitation can name it; otherwise undefined. */
  siteName?: "Google";
}

const reviewHref = given(site.reviewUrl);

/** Where a client writes a review of her, or undefined when she has given no such page. */
export const reviewLink: ReviewLink | undefined = reviewHref
  ? { href: reviewHref, ...(GOOGLE_HOST.test(new URL(reviewHref).hostname) && { siteName: "Google" as const }) }
  : undefined;
