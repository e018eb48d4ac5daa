import type { ReactNode } from "react";

/**
 * The frame of the interface's line icons (bottom navigation, bell, bookings link): a 24-unit
 * grid drawn in the text's colour with round strokes, hidden from screen readers, since the
 * control it sits in carries the name.
 */
export function LineIcon({ size = 22, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
