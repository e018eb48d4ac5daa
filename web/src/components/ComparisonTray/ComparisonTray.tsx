import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { button } from "../Button/Button.css";
import { canCompare, MAX_COMPARED, MIN_TO_COMPARE } from "../Comparison/comparisonReducer";
import { useComparison } from "../Comparison/ComparisonProvider";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { ComparisonDialog } from "../ComparisonDialog/ComparisonDialog";
import { CloseGlyph } from "../DialogFrame/CloseGlyph";
import * as styles from "./ComparisonTray.css";

interface ComparisonTrayProps {
  /** Passed on to the dialog's 'Book Now'; without it the dialog has none. */
  onBook?: (provider: ComparedProvider) => void;
}

/**
 * Spec section 2 "Comparison tray": fixed at the bottom while anything is chosen, with a
 * chip per provider, 'Clear All' and 'Compare' (needs 2). 'Compare' opens the dialog.
 */
export function ComparisonTray({ onBook }: ComparisonTrayProps) {
  const intl = useIntl();
  const comparison = useComparison();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { providers } = comparison;
  const ready = canCompare({ providers });

  return (
    <>
      {providers.length > 0 && (
        <section className={styles.tray} aria-labelledby="comparison-tray-title">
          <div className={styles.inner}>
            <h2 id="comparison-tray-title" className={styles.title}>
              <FormattedMessage
                id="comparisonTray.title"
                values={{
                  count: providers.length,
                  state: !ready ? "tooFew" : providers.length === MAX_COMPARED ? "full" : "ready",
                  min: MIN_TO_COMPARE,
                  hint: (chunks) => <span className={styles.hint}>{chunks}</span>,
                }}
              />
            </h2>
            <ul role="list" className={styles.chips}>
              {providers.map((provider) => (
                <li key={provider.id} className={styles.chip}>
                  {/* Cut short to fit; the whole name is still read, and shown on hover. */}
                  <span className={styles.chipName} title={provider.name}>
                    {provider.name}
                  </span>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={intl.formatMessage({ id: "comparisonTray.remove" }, { name: provider.name })}
                    onClick={() => comparison.remove(provider.id)}
                  >
                    <CloseGlyph />
                  </button>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <button type="button" className={button({ variant: "ghost", size: "sm" })} onClick={comparison.clear}>
                <FormattedMessage id="comparisonTray.clearAll" />
              </button>
              <button
                type="button"
                className={button({ variant: "primary", size: "sm" })}
                disabled={!ready}
                onClick={() => setDialogOpen(true)}
              >
                <FormattedMessage id="comparisonTray.compare" />
              </button>
            </div>
          </div>
        </section>
      )}
      <ComparisonDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        // Booking from a column leaves the comparison for the booking dialog.
        onBook={
          onBook &&
          ((provider) => {
            setDialogOpen(false);
            onBook(provider);
          })
        }
      />
    </>
  );
}
