/**
 * The "×" of every close button (dialogs, toasts, the comparison's chips): a drawing, hidden
 * from screen readers, which name the button by its own translated aria-label.
 */
export function CloseGlyph() {
  // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a glyph, not words
  return <span aria-hidden="true">×</span>;
}
