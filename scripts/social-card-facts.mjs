// The facts public/social-card.png and public/social-card-es.png show, from business.json. The script that
// draws the picture records them in public/social-card.json; the launch check
// compares that record with today's facts and refuses a stale picture. A fact
// the drawing starts to show belongs here too.

/** @param {any} business the parsed app/content/data/business.json */
export function socialCardFacts(business) {
  return {
    businessName: String(business.businessName),
    region: String(business.serviceArea.region),
    stateCode: String(business.serviceArea.stateCode),
    hoursSummary: String(business.hours.summary),
    // The Spanish picture's own words: a change to them makes it stale too.
    regionEs: String(business.serviceArea.regionEs),
    hoursSummaryEs: String(business.hours.summaryEs),
  };
}
