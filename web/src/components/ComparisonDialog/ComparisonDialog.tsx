import { Dialog, Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { formatPriceCents, plural } from "../../lib/format";
import { button } from "../Button/Button.css";
import { useComparison } from "../Comparison/ComparisonProvider";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { StarRating } from "../StarRating/StarRating";
import { telHref } from "../ProviderCard/telHref";
import * as frame from "../DialogFrame/DialogFrame.css";
import * as styles from "./ComparisonDialog.css";

interface ComparisonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Book Now' under each provider; without it there is none. */
  onBook?: (provider: ComparedProvider) => void;
}

const TABS = ["Overview", "Services", "Pricing", "Contact"] as const;

/**
 * Spec section 2 "Comparison dialog": the chosen providers side by side, one column each,
 * on four tabs. It shows only while at least one provider is chosen (spec section 4):
 * removing the last one closes it.
 */
export function ComparisonDialog({ open, onOpenChange, onBook }: ComparisonDialogProps) {
  const { providers, remove } = useComparison();
  const lowest = Math.min(...providers.map((p) => p.startingPrice));

  return (
    <Dialog.Root open={open && providers.length > 0} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.wide}>
          <div className={frame.header}>
            <Dialog.Title className={frame.title}>Compare Service Providers</Dialog.Title>
            <Dialog.Description className={frame.description}>
              {plural(providers.length, "provider")} side by side.
            </Dialog.Description>
            <Dialog.Close className={frame.close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>

          <Tabs.Root defaultValue="Overview" className={styles.tabs}>
            <Tabs.List aria-label="Compare by" className={styles.tabList}>
              {TABS.map((tab) => (
                <Tabs.Trigger key={tab} value={tab} className={styles.tab}>
                  {tab}
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
                      aria-label={`Remove ${provider.name} from comparison`}
                      onClick={() => remove(provider.id)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </div>
                ))}
              </div>

              <Tabs.Content value="Overview" className={styles.panel}>
                <Columns providers={providers}>
                  {(p) => (
                    <>
                      <Row label="Rating">
                        <span className={styles.rating}>
                          <StarRating rating={p.rating} size="sm" />
                          <span aria-hidden="true">{p.rating.toFixed(1)}</span>
                        </span>
                        <span className={styles.muted}>{plural(p.reviewCount, "review")}</span>
                      </Row>
                      <Row label="Verified">{p.isCertified ? "Yes" : "No"}</Row>
                      <Row label="Mobile Service">{p.isMobileService ? "Yes, comes to you" : "No"}</Row>
                      <Row label="Service area">{p.serviceArea}</Row>
                      <Row label="About">
                        <span className={styles.about}>{p.description}</span>
                      </Row>
                    </>
                  )}
                </Columns>
              </Tabs.Content>

              <Tabs.Content value="Services" className={styles.panel}>
                <Columns providers={providers}>
                  {(p) => (
                    <>
                      <Row label="Services">
                        <TagList items={p.services} />
                      </Row>
                      <Row label="Specialties">
                        <TagList items={p.specialties} />
                      </Row>
                    </>
                  )}
                </Columns>
              </Tabs.Content>

              <Tabs.Content value="Pricing" className={styles.panel}>
                <Columns providers={providers}>
                  {(p) => (
                    <Row label="Starting from">
                      <span className={styles.price}>{formatPriceCents(p.startingPrice)}</span>
                      {providers.length > 1 && p.startingPrice === lowest && (
                        <span className={styles.best}>Lowest price</span>
                      )}
                    </Row>
                  )}
                </Columns>
              </Tabs.Content>

              <Tabs.Content value="Contact" className={styles.panel}>
                <Columns providers={providers}>
                  {(p) => (
                    <>
                      <Row label="Phone">
                        <a href={telHref(p.phone)}>{p.phone}</a>
                      </Row>
                      <Row label="Email">
                        <a href={`mailto:${p.email}`} className={styles.email}>
                          {p.email}
                        </a>
                      </Row>
                      <Row label="Availability">
                        {p.availability.length > 0 ? (
                          <ul role="list" className={styles.plainList}>
                            {p.availability.map((slot) => (
                              <li key={slot}>{slot}</li>
                            ))}
                          </ul>
                        ) : (
                          <span className={styles.muted}>Ask the provider</span>
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
                        Book Now
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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>{children}</dd>
    </div>
  );
}

function TagList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <span className={styles.muted}>None listed</span>;
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
