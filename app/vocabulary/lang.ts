/** The languages the site speaks. */
export type Lang = "en" | "es";
