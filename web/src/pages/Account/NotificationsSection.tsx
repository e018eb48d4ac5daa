import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { Choice, FieldGroup } from "../../components/Field/Field";
import { visuallyHidden } from "../../styles/global.css";
import * as formStyles from "../../styles/form.css";
import type {
  NotificationsSection_viewer$data,
  NotificationsSection_viewer$key,
} from "./__generated__/NotificationsSection_viewer.graphql";
import type {
  DeliveryChannel,
  NotificationsSectionMutation,
} from "./__generated__/NotificationsSectionMutation.graphql";
import * as styles from "./AccountPage.css";
import * as own from "./NotificationsSection.css";

const saveMutation = graphql`
  mutation NotificationsSectionMutation($input: SetNotificationPreferencesInput!) {
    setNotificationPreferences(input: $input) {
      __typename
      ... on SetNotificationPreferencesPayload {
        viewer {
          id
          ...NotificationsSection_viewer
        }
      }
    }
  }
`;

type Preference = NotificationsSection_viewer$data["notificationPreferences"][number];
type Channel = Extract<DeliveryChannel, "EMAIL" | "PUSH">;
const CHANNELS: readonly Channel[] = ["EMAIL", "PUSH"];
/** A box's key in the unsaved changes: "BOOKING_CREATED:EMAIL". */
type BoxKey = `${string}:${Channel}`;

const isOn = (preference: Preference, channel: Channel) => (channel === "EMAIL" ? preference.email : preference.push);

/** The preferences in the server's order, one list per group. */
function byGroup(preferences: readonly Preference[]): [string, Preference[]][] {
  const groups = new Map<string, Preference[]>();
  for (const preference of preferences)
    groups.set(preference.group, [...(groups.get(preference.group) ?? []), preference]);
  return [...groups];
}

type Outcome = "saved" | "noChanges" | "failed" | null;

/**
 * Which notices reach the account by email and by push, a group of boxes per kind of notice.
 * Nothing is sent until Save, so a run of changes is one request; the account security notices
 * are shown always on, with the reason, and cannot be changed (the server refuses it too).
 */
export function NotificationsSection({ viewer }: { viewer: NotificationsSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationsSection_viewer on User {
        notificationPreferences {
          kind
          group
          email
          push
          locked
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const headingId = useId();
  const lockedHintId = useId();
  const [commit, isInFlight] = useMutation<NotificationsSectionMutation>(saveMutation);
  const [changes, setChanges] = useState<ReadonlyMap<BoxKey, boolean>>(new Map());
  const [outcome, setOutcome] = useState<Outcome>(null);

  const checked = (preference: Preference, channel: Channel) =>
    changes.get(`${preference.kind}:${channel}`) ?? isOn(preference, channel);

  function toggle(preference: Preference, channel: Channel, enabled: boolean) {
    const key: BoxKey = `${preference.kind}:${channel}`;
    const next = new Map(changes);
    // Back to what is saved: no longer a change.
    if (enabled === isOn(preference, channel)) next.delete(key);
    else next.set(key, enabled);
    setChanges(next);
    setOutcome(null);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    if (changes.size === 0) {
      setOutcome("noChanges");
      return;
    }
    const list = [...changes].map(([key, enabled]) => {
      const [kind, channel] = key.split(":") as [Preference["kind"], Channel];
      return { kind, channel, enabled };
    });
    commit({
      variables: { input: { changes: list } },
      onCompleted: ({ setNotificationPreferences: answer }) => {
        // A refusal can only follow a box the form would not offer (a locked one): the
        // general words, and the boxes keep what was ticked.
        if (answer.__typename !== "SetNotificationPreferencesPayload") return setOutcome("failed");
        setChanges(new Map());
        setOutcome("saved");
      },
      onError: () => setOutcome("failed"),
    });
  }

  const kindWords = (kind: string) => intl.formatMessage({ id: "account.notifications.kind" }, { kind });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="account.notifications.heading" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="account.notifications.intro" />
      </p>
      <form className={own.form} onSubmit={save} aria-busy={isInFlight}>
        {byGroup(data.notificationPreferences).map(([group, preferences]) => {
          const locked = preferences.every((preference) => preference.locked);
          return (
            <FieldGroup
              key={group}
              id={locked ? lockedHintId : undefined}
              label={<FormattedMessage id="account.notifications.group" values={{ group }} />}
              legendClassName={own.legend}
              hint={locked ? <FormattedMessage id="account.notifications.locked" /> : undefined}
            >
              {preferences.map((preference) => (
                <div key={preference.kind} className={own.kind}>
                  <span className={own.kindName}>{kindWords(preference.kind)}</span>
                  {CHANNELS.map((channel) => (
                    <Choice
                      key={channel}
                      type="checkbox"
                      name={`${preference.kind}:${channel}`}
                      checked={checked(preference, channel)}
                      disabled={preference.locked || isInFlight}
                      aria-describedby={preference.locked ? `${lockedHintId}-hint` : undefined}
                      onChange={(event) => toggle(preference, channel, event.target.checked)}
                      label={
                        <FormattedMessage
                          id="account.notifications.choice"
                          values={{
                            channel,
                            kind: kindWords(preference.kind),
                            hidden: (words) => <span className={visuallyHidden}>{words}</span>,
                          }}
                        />
                      }
                    />
                  ))}
                </div>
              ))}
            </FieldGroup>
          );
        })}
        <div className={own.actions}>
          <button type="submit" className={button({ variant: "primary" })} disabled={isInFlight}>
            <FormattedMessage id={isInFlight ? "account.notifications.saving" : "account.notifications.save"} />
          </button>
          <p role="status" className={`${own.status} ${outcome === "failed" ? formStyles.error : ""}`}>
            {outcome === "saved" && <FormattedMessage id="account.notifications.saved" />}
            {outcome === "noChanges" && <FormattedMessage id="account.notifications.noChanges" />}
            {outcome === "failed" && <FormattedMessage id="account.notifications.saveFailed" />}
          </p>
        </div>
      </form>
    </section>
  );
}
