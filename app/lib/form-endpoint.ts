import { site } from "../facts/site.config";

/**
 * Where appointment requests go, and with which key: the real service when
 * the build was given a key, else the local stand-in `npm start` runs. The
 * build's security policy allows exactly this origin.
 */
export function formEndpoint(formService = site.formService): { url: string; accessKey: string } {
  return formService.accessKey
    ? { url: formService.endpoint, accessKey: formService.accessKey }
    : formService.localStandIn;
}
