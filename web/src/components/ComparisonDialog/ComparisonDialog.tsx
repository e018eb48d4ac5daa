import { Dialog, Tabs } from "radix-ui";
import { Link } from "react-router-dom";
import { providerPath } from "../../../../shared/urls/provider-path";
import type { CSSProperties } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { button } from "../Button/Button.css";
import { useComparison } from "../Comparison/ComparisonProvider";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { CloseGlyph } from "../DialogFrame/CloseGlyph";
import { DialogFrameContent } from "../DialogFrame/DialogFrameContent";
import * as frame from "../DialogFrame/DialogFrame.css";
import { useComparisonTabs, type ComparisonRow } from "./comparisonTabs";
import * as styles from "./ComparisonDialog.css";

interface ComparisonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Book Now' under each provider; without it there is none. */
  onBook?: (provider: ComparedProvider) => void;
}

/**
 * Spec section 2 "Comparison dialog": the chosen providers side by side, one column each,
 * on four tabs. It shows only while at least one provider is chosen (spec section 4):
 * removing the last one closes it. Its size is fixed, so changing tabs moves nothing.
 */
export function ComparisonDialog({ open, onOpenChange, onBook }: ComparisonDialogProps) {
  const intl = useIntl();
  const { providers, remove } = useComparison();
  const tabs = useComparisonTabs(providers);
  const columns = columnsStyle(providers.length);

  return (
    <Dialog.Root open={open && providers.length > 0} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <DialogFrameContent size="wide" className={styles.fixedHeight} onDismiss={() => onOpenChange(false)}>
          <div className={frame.header}>
            <Dialog.Title className={frame.title}>
              <FormattedMessage id="comparisonDialog.title" />
            </Dialog.Title>
            <Dialog.Description className={frame.description}>
              <FormattedMessage id="comparisonDialog.description" values={{ count: providers.length }} />
            </Dialog.Description>
            <Dialog.Close className={frame.close} aria-label={intl.formatMessage({ id: "comparisonDialog.close" })}>
              <CloseGlyph />
            </Dialog.Close>
          </div>

          <Tabs.Root defaultValue="overview" className={styles.tabs}>
            <Tabs.List
              aria-label={intl.formatMessage({ id: "comparisonDialog.tabs.label" })}
              className={styles.tabList}
            >
              {tabs.map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value} className={styles.tab}>
                  <FormattedMessage id={tab.labelId} />
                </Tabs.Trigger>
              ))}
            </Tabs.List>

            {/* Heads, rows and 'Book Now' scroll sideways together on a narrow screen. */}
            <div className={styles.scroller}>
              <div className={styles.sheet}>
                <div className={styles.columns} style={columns}>
                  {providers.map((provider) => (
                    <div key={provider.id} className={styles.columnHead}>
                      {provider.imageUrl ? (
                        <img src={provider.imageUrl} alt="" className={styles.thumb} width={64} height={36} />
                      ) : null}
                      <h3 className={styles.name}>
                        <Link to={providerPath(provider.databaseId, provider.name)} className={styles.nameLink}>
                          {provider.name}
                        </Link>
                      </h3>
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={intl.formatMessage({ id: "comparisonDialog.remove" }, { name: provider.name })}
                        onClick={() => remove(provider.id)}
                      >
                        <CloseGlyph />
                      </button>
                    </div>
                  ))}
                </div>

                {tabs.map((tab) => (
                  <Tabs.Content key={tab.value} value={tab.value} className={styles.panel}>
                    <AttributeGrid providers={providers} rows={tab.rows} columns={columns} />
                  </Tabs.Content>
                ))}

                {onBook && (
                  <div className={`${styles.columns} ${styles.columnFeet}`} style={columns}>
                    {providers.map((provider) => (
                      <div key={provider.id} className={styles.columnFoot}>
                        <button
                          type="button"
                          className={button({ variant: "primary", size: "sm" })}
                          onClick={() => onBook(provider)}
                        >
                          <FormattedMessage id="comparisonDialog.bookNow" />
                        </button>
                      </div>
                    ))}
                  </div>
                )}
              </div>
            </div>
          </Tabs.Root>
        </DialogFrameContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One column per provider; narrow enough that 2 fit a phone, 3 scroll sideways together. */
const columnsStyle = (count: number): CSSProperties => ({
  gridTemplateColumns: `repeat(${count}, minmax(150px, 1fr))`,
});

/**
 * A list per provider (a screen reader reads one provider's answers together), laid on one
 * grid with a row per attribute: each list is a subgrid spanning the rows, so an attribute's
 * row is as tall as its longest answer in any column and the next one starts level.
 */
function AttributeGrid({
  providers,
  rows,
  columns,
}: {
  providers: readonly ComparedProvider[];
  rows: readonly ComparisonRow[];
  columns: CSSProperties;
}) {
  return (
    <div className={styles.attributeGrid} style={{ ...columns, gridTemplateRows: `repeat(${rows.length}, auto)` }}>
      {providers.map((provider) => (
        <dl
          key={provider.id}
          className={styles.column}
          style={{ gridRow: `1 / span ${rows.length}` }}
          aria-label={provider.name}
        >
          {rows.map((row) => (
            <div key={row.labelId} className={styles.row}>
              <dt className={styles.rowLabel}>
                <FormattedMessage id={row.labelId} />
              </dt>
              <dd className={styles.rowValue}>{row.value(provider)}</dd>
            </div>
          ))}
        </dl>
      ))}
    </div>
  );
}
