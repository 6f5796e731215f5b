/**
 * The part of jsdom's API the tests use to read built HTML, and to run a
 * page's own scripts (jsdom ships no types of its own, and @types/jsdom is not
 * installed).
 */
declare module "jsdom" {
  export interface ConstructorOptions {
    runScripts?: "dangerously" | "outside-only";
    /** document.visibilityState "visible" and requestAnimationFrame, as in a shown tab. */
    pretendToBeVisual?: boolean;
    beforeParse?: (window: Window & typeof globalThis) => void;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
