/**
 * Client reviews.
 * PLACEHOLDER: these are sample reviews written to show the layout. Replace
 * them with real clients' words, used with their permission, before launch;
 * publishing invented reviews would mislead visitors.
 */
export interface Testimonial {
  name: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  service: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: "Maria G.",
    location: "Reading, PA",
    rating: 5,
    text: "My father needed a power of attorney signed at his bedside in the hospital. The notary came that same evening, was patient with him, and explained each step so we all felt at ease.",
    service: "Power of Attorney",
  },
  {
    name: "Dan K.",
    location: "Wyomissing, PA",
    rating: 5,
    text: "We refinanced while both of us work weekdays. The signing happened at our kitchen table on a Saturday morning, every page was flagged in advance, and it took under an hour.",
    service: "Loan Signing",
  },
];

/** The two reviews the home page shows before linking to all of them. */
export const homeTestimonials = testimonials.slice(0, 2);
