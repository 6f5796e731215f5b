// The site's three legal pages: each a document and its page copy in both
// languages, at the addresses of legal-paths.ts. One route module
// (routes/legal.tsx) serves all six addresses.
import type { Bilingual } from "~/vocabulary/lang";
import { accessibilityPage, accessibilityStatement } from "./accessibility";
import type { LegalDocument, LegalPageCopy } from "./document";
import { LEGAL_PATHS, type LegalPageId } from "./legal-paths";
import { privacyPolicy, privacyPolicyPage } from "./privacy-policy";
import { termsOfService, termsOfServicePage } from "./terms-of-service";

interface LegalPageContent {
  document: Bilingual<LegalDocument>;
  copy: Bilingual<LegalPageCopy>;
}

const legalContent: Record<LegalPageId, LegalPageContent> = {
  privacy: { document: privacyPolicy, copy: privacyPolicyPage },
  terms: { document: termsOfService, copy: termsOfServicePage },
  accessibility: { document: accessibilityStatement, copy: accessibilityPage },
};

/** The legal page at a URL path ("/espanol/privacidad"), in any letter case, or undefined. */
export function legalPageAt(path: string): LegalPageContent | undefined {
  const wanted = path.toLowerCase();
  const id = (Object.keys(LEGAL_PATHS) as LegalPageId[]).find((key) =>
    [LEGAL_PATHS[key].en, LEGAL_PATHS[key].es].some((own) => wanted === `/${own}`),
  );
  return id && legalContent[id];
}
