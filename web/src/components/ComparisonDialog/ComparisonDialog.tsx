import { Dialog, Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { formatPriceCents, formatRating } from "../../lib/format";
import { button } from "../Button/Button.css";
import { useComparison } from "../Comparison/ComparisonProvider";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { StarRating } from "../StarRating/StarRating";
import { telHref } from "../ProviderCard/telHref";
import { CloseGlyph } from "../DialogFrame/CloseGlyph";
import * as frame from "../DialogFrame/DialogFrame.css";
import * as styles from "./ComparisonDialog.css";

interface ComparisonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Book Now' under each provider; without it there is none. */
  onBook?: (provider: ComparedProvider) => void;
}

const TABS = [
  { value: "overview", labelId: "comparisonDialog.tab.overview" },
  { value: "services", labelId: "comparisonDialog.tab.services" },
  { value: "pricing", labelId: "comparisonDialog.tab.pricing" },
  { value: "contact", labelId: "comparisonDialog.tab.contact" },
] as const satisfies ReadonlyArray<{ value: string; labelId: MessageId }>;

/**
 * Spec section 2 "Comparison dialog": the chosen providers side by side, one column each,
 * on four tabs. It shows only while at least one provider is chosen (spec section 4):
 * removing the last one closes it.
 */
export function ComparisonDialog({ open, onOpenChange, onBook }: ComparisonDialogProps) {
  const intl = useIntl();
  const { providers, remove } = useComparison();
  const lowest = Math.min(...providers.map((p) => p.startingPrice));

  return (
    <Dialog.Root open={open && providers.length > 0} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.wide}>
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
              {TABS.map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value} className={styles.tab}>
                  <FormattedMessage id={tab.labelId} />
                </Tabs.Trigger>
              ))}
            </Tabs.List>

            <div className={styles.scroller}>
              <div className={styles.columns} style={columnsStyle(providers.length)}>
                {providers.map((provider) => (
                  <div key={provider.id} className={styles.columnHead}>
                    {provider.imageUrl ? (
                      <img src={provider.imageUrl} alt="" className={styles.thumb} width={64} height={36} />
                    ) : null}
                    <h3 className={styles.name}>{provider.name}</h3>
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

              <Tabs.Content value="overview" className={styles.panel}>
                <Columns providers={providers}>
                  {(p) => (
                    <>
                      <Row labelId="comparisonDialog.row.rating">
                        <span className={styles.rating}>
                          <StarRating rating={p.rating} size="sm" />
                          <span aria-hidden="true">{formatRating(p.rating, intl)}</span>
                        </span>
                        <span className={styles.muted}>
                          <FormattedMessage id="comparisonDialog.reviews" values={{ count: p.reviewCount }} />
                        </span>
                      </Row>
                      <Row labelId="comparisonDialog.row.verified">
                        <FormattedMessage id={p.isCertified ? "comparisonDialog.yes" : "comparisonDialog.no"} />
                      </Row>
                      <Row labelId="comparisonDialog.row.mobileService">
                        <FormattedMessage
                          id={p.isMobileService ? "comparisonDialog.mobileService.yes" : "comparisonDialog.no"}
                        />
                      </Row>
                      <Row labelId="comparisonDialog.row.serviceArea">{p.serviceArea}</Row>
                      <Row labelId="comparisonDialog.row.about">
                        <span className={styles.about}>{p.description}</span>
                      </Row>
                    </>
                  )}
                </Columns>
              </Tabs.Content>

              <Tabs.Content value="services" className={styles.panel}>
                <Columns providers={providers}>
                  {(p) => (
                    <>
                      <Row labelId="comparisonDialog.row.services">
                        <TagList items={p.services} />
                      </Row>
                      <Row labelId="comparisonDialog.row.specialties">
                        <TagList items={p.specialties} />
                      </Row>
                    </>
                  )}
                </Columns>
              </Tabs.Content>

              <Tabs.Content value="pricing" className={styles.panel}>
                <Columns providers={providers}>
                  {(p) => (
                    <Row labelId="comparisonDialog.row.startingFrom">
                      <span className={styles.price}>{formatPriceCents(p.startingPrice, intl)}</span>
                      {providers.length > 1 && p.startingPrice === lowest && (
                        <span className={styles.best}>
                          <FormattedMessage id="comparisonDialog.lowestPrice" />
                        </span>
                      )}
                    </Row>
                  )}
                </Columns>
              </Tabs.Content>

              <Tabs.Content value="contact" className={styles.panel}>
                <Columns providers={providers}>
                  {(p) => (
                    <>
                      <Row labelId="comparisonDialog.row.phone">
                        <a href={telHref(p.phone)}>{p.phone}</a>
                      </Row>
                      <Row labelId="comparisonDialog.row.email">
                        <a href={`mailto:${p.email}`} className={styles.email}>
                          {p.email}
                        </a>
                      </Row>
                      <Row labelId="comparisonDialog.row.availability">
                        {p.availability.length > 0 ? (
                          <ul role="list" className={styles.plainList}>
                            {p.availability.map((slot) => (
                              <li key={slot}>{slot}</li>
                            ))}
                          </ul>
                        ) : (
                          <span className={styles.muted}>
                            <FormattedMessage id="comparisonDialog.availability.ask" />
                          </span>
                        )}
                      </Row>
                    </>
                  )}
                </Columns>
              </Tabs.Content>

              {onBook && (
                <div className={styles.columns} style={columnsStyle(providers.length)}>
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
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One column per provider; narrow enough that 2 fit a phone, 3 scroll sideways together. */
const columnsStyle = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(150px, 1fr))` });

function Columns({
  providers,
  children,
}: {
  providers: readonly ComparedProvider[];
  children: (p: ComparedProvider) => ReactNode;
}) {
  return (
    <div className={styles.columns} style={columnsStyle(providers.length)}>
      {providers.map((provider) => (
        <dl key={provider.id} className={styles.column} aria-label={provider.name}>
          {children(provider)}
        </dl>
      ))}
    </div>
  );
}

function Row({ labelId, children }: { labelId: MessageId; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>
        <FormattedMessage id={labelId} />
      </dt>
      <dd className={styles.rowValue}>{children}</dd>
    </div>
  );
}

function TagList({ items }: { items: readonly string[] }) {
  if (items.length === 0) {
    return (
      <span className={styles.muted}>
        <FormattedMessage id="comparisonDialog.noneListed" />
      </span>
    );
  }
  return (
    <ul role="list" className={styles.tags}>
      {items.map((item) => (
        <li key={item} className={styles.tag}>
          {item}
        </li>
      ))}
    </ul>
  );
}
