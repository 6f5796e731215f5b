/**
 * The part of jsdom's API the tests use to read built HTML (jsdom ships no
 * types of its own, and @types/jsdom is not installed).
 */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
