import type { DetailedHTMLProps, HTMLAttributes } from "react";

/** The custom elements of components/live-availability.ts, as JSX sees them. */
type LiveElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "availability-line": LiveElementProps;
      "availability-pair": LiveElementProps;
      "availability-closures": LiveElementProps;
    }
  }
}
