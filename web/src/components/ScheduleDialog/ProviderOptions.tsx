import type { UseComboboxGetMenuPropsReturnValue, UseComboboxPropGetters } from "downshift";
import { useLayoutEffect, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { visuallyHidden } from "../../styles/global.css";
import type { ProviderOptionsQuery } from "./__generated__/ProviderOptionsQuery.graphql";
import * as styles from "./ScheduleDialog.css";

// The search returns ACTIVE providers only: the ones a schedule can be set up with.
const providerOptionsQuery = graphql`
  query ProviderOptionsQuery($name: String, $serviceType: String!) {
    providers(first: 8, search: { name: $name, serviceType: $serviceType }) {
      edges {
        node {
          id
          databaseId
          name
          startingPrice
          offeredServices {
            serviceType
            priceCents
          }
          city {
            displayName
            timeZone
          }
        }
      }
    }
  }
`;

/** A provider as the form keeps it: whom the schedule is with, and whose calendar dates it. */
export interface ChosenProvider {
  id: string;
  databaseId: number;
  name: string;
  /** Cents per visit of the schedule's service: what it is charged (the server's schedulePriceFor). */
  pricePerVisit: number;
  cityName: string;
  timeZone: string;
}

interface ProviderOptionsProps {
  /** Part of a name, or "" for the category's first providers. */
  search: string;
  /** The catalogue category the chosen service type is offered under. */
  category: string;
  /** The options shown are for older text. */
  pending: boolean;
  /** The combobox's listbox props (id, role, label, ref), from downshift. */
  menuProps: UseComboboxGetMenuPropsReturnValue;
  getItemProps: UseComboboxPropGetters<ChosenProvider>["getItemProps"];
  highlightedIndex: number;
  selectedId: string | null;
  /** Told the options in the order shown, and [] once the list goes: the combobox moves through them. */
  onShown: (providers: ChosenProvider[]) => void;
}

/** The providers matching the search, as the options of the provider field's listbox. */
export function ProviderOptions(props: ProviderOptionsProps) {
  const { search, category, pending, menuProps, getItemProps, highlightedIndex, selectedId, onShown } = props;
  const intl = useIntl();
  const data = useLazyLoadQuery<ProviderOptionsQuery>(providerOptionsQuery, {
    name: search || null,
    serviceType: category,
  });
  const providers: ChosenProvider[] = useMemo(
    () =>
      data.providers.edges.map(({ node }) => ({
        id: node.id,
        databaseId: node.databaseId,
        name: node.name,
        // The search asked for providers of this service: its price is among theirs.
        pricePerVisit:
          node.offeredServices.find((service) => service.serviceType === category)?.priceCents ?? node.startingPrice,
        cityName: node.city.displayName,
        timeZone: node.city.timeZone,
      })),
    [data, category],
  );

  // Before paint, so a key pressed next already moves through these options.
  useLayoutEffect(() => {
    onShown(providers);
    return () => onShown([]);
  }, [providers, onShown]);

  return (
    <>
      <div {...menuProps} aria-busy={pending} className={styles.listbox({ pending })}>
        {providers.map((provider, index) => (
          <div
            key={provider.id}
            // Selection follows the active option, as the arrow keys move it (aria-selected,
            // downshift's way and the city picker's); focus stays in the search box.
            {...getItemProps({ item: provider, index })}
            className={styles.option({ active: index === highlightedIndex, chosen: provider.id === selectedId })}
          >
            <span className={styles.optionName}>{provider.name}</span>
            <span className={styles.optionCity}>{provider.cityName}</span>
          </div>
        ))}
      </div>
      {providers.length === 0 && !pending && (
        <p className={styles.listMessage}>
          <FormattedMessage id="scheduleDialog.provider.none" />
        </p>
      )}
      {/* Read out when the results change: how many there are to arrow through. */}
      <p role="status" className={visuallyHidden}>
        {pending
          ? intl.formatMessage({ id: "scheduleDialog.provider.searching" })
          : intl.formatMessage({ id: "scheduleDialog.provider.count" }, { count: providers.length })}
      </p>
    </>
  );
}
