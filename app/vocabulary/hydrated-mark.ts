/** The performance mark the page sets once React has hydrated it (`npm run bench` reads it). */
export const HYDRATED_MARK = "hydrated";
