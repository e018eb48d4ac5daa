import { useEffect, useImperativeHandle, useMemo, type Ref } from "react";
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
  cityName: string;
  timeZone: string;
}

/** What the search box's keyboard handling needs from the options on screen. */
export interface ProviderOptionsHandle {
  optionIds(): string[];
  providerOf(id: string): ChosenProvider | undefined;
}

interface ProviderOptionsProps {
  ref: Ref<ProviderOptionsHandle>;
  /** Part of a name, or "" for the category's first providers. */
  search: string;
  /** The catalogue category the chosen service type is offered under. */
  category: string;
  /** The options shown are for older text. */
  pending: boolean;
  listboxId: string;
  labelId: string;
  optionDomId: (providerId: string) => string;
  activeId: string | null;
  selectedId: string | null;
  onActivate: (id: string) => void;
  onSelect: (provider: ChosenProvider) => void;
}

/** The providers matching the search, as the options of the provider field's listbox. */
export function ProviderOptions(props: ProviderOptionsProps) {
  const { ref, search, category, pending, listboxId, labelId, optionDomId, activeId, selectedId } = props;
  const { onActivate, onSelect } = props;
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
        cityName: node.city.displayName,
        timeZone: node.city.timeZone,
      })),
    [data],
  );

  useImperativeHandle(
    ref,
    () => ({
      optionIds: () => providers.map((provider) => provider.id),
      providerOf: (id) => providers.find((provider) => provider.id === id),
    }),
    [providers],
  );

  // Keep the active option in view as the arrow keys move through the list.
  useEffect(() => {
    if (activeId) document.getElementById(optionDomId(activeId))?.scrollIntoView({ block: "nearest" });
  }, [activeId, optionDomId]);

  return (
    <>
      <div
        role="listbox"
        id={listboxId}
        aria-labelledby={labelId}
        aria-busy={pending}
        className={styles.listbox({ pending })}
      >
        {providers.map((provider) => {
          const active = provider.id === activeId;
          return (
            <div
              key={provider.id}
              id={optionDomId(provider.id)}
              role="option"
              // Selection follows the active option, as the arrow keys move it (the city picker's way).
              aria-selected={active}
              className={styles.option({ active, chosen: provider.id === selectedId })}
              // Focus stays in the search box, where the keyboard works.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => !active && onActivate(provider.id)}
              onClick={() => onSelect(provider)}
            >
              <span className={styles.optionName}>{provider.name}</span>
              <span className={styles.optionCity}>{provider.cityName}</span>
            </div>
          );
        })}
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
