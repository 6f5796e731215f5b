import { escapeHtml } from "~/lib/html-text";
import { LIVE_TEXT_ATTRIBUTE } from "~/vocabulary/live-elements";

interface LabelWithRoomProps {
  label: string;
  /** The two sets of words the label may show; the label takes the room of the wider. */
  roomFor: readonly [string, string];
}

/**
 * A label as wide and as tall as the widest of the words it may change to,
 * whichever it shows now, so that a change moves nothing around it. The room
 * is held by two invisible pseudo-elements in the label's own grid cell: they
 * take space but add no text, so the label's text and its accessible name
 * stay what it shows. The label fills the cell and centres its words in it:
 * its own box never changes, whatever it says. New words are a new element
 * (keyed by the words), as they are to the eye: replaced where they stand,
 * not the old ones moved. Centred words that changed in place would count
 * as moving, since where their first letter starts moves with their length.
 * The page script may replace the words while the page runs (the first
 * screen's call, components/live-availability.ts): they reach React as inner HTML,
 * which hydration leaves alone.
 */
export function LabelWithRoom({ label, roomFor: [first, second] }: LabelWithRoomProps) {
  return (
    <span
      data-room-a={first}
      data-room-b={second}
      className="grid text-center before:invisible before:content-[attr(data-room-a)] before:[grid-area:1/1] after:invisible after:content-[attr(data-room-b)] after:[grid-area:1/1]"
    >
      <span
        key={label}
        {...{ [LIVE_TEXT_ATTRIBUTE]: "" }}
        className="[grid-area:1/1]"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: escapeHtml(label) }}
      />
    </span>
  );
}
