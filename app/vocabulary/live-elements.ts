/**
 * The names the pages and the plain page script (app/page-script.client.ts) share:
 * the custom elements that say what holds now, and the JSON block that
 * carries her hours to them. Both sides import them from here, so a rename
 * cannot leave one side behind.
 */
export const LIVE_ELEMENTS = {
  /** The availability line: its weekly hours, then "Available now until 8:00 PM". */
  line: "availability-line",
  /** The first screen's Book and Call pair: the gold goes to the call while she is available. */
  pair: "availability-pair",
  /** Her upcoming days off: the ones over by the visitor's day drop out. */
  closures: "availability-closures",
} as const;

/** The id of the <script type="application/json"> block holding her hours, last start and days off. */
export const AVAILABILITY_RULES_ID = "availability-rules";

/** Marks the element whose text the live status replaces, inside a line or the pair's call button. */
export const LIVE_TEXT_ATTRIBUTE = "data-live-text";

/** On each listed day off: its last day (YYYY-MM-DD), after which it drops out. */
export const CLOSURE_UNTIL_ATTRIBUTE = "data-until";

/** On a "Back" button: where it goes when the tab has no earlier page. */
export const GO_BACK_ATTRIBUTE = "data-go-back";

/** On a button that opens a dialog: its accessible name while the dialog is open and while it is closed. */
export const OPENER_LABELS = { open: "data-label-open", close: "data-label-close" } as const;

/** On the not-found page: [folder, where to go] pairs for an unknown address under a folder (JSON). */
export const LEAVE_UNKNOWN_ATTRIBUTE = "data-leave-unknown";
