import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { MESSAGE_MAX_LENGTH, messageFields } from "../../../../shared/bookings/conversation";
import * as formStyles from "../../styles/form.css";
import { button } from "../Button/Button.css";
import { Field } from "../Field/Field";
import type { ConversationThread_conversation$key } from "./__generated__/ConversationThread_conversation.graphql";
import { lastSeenMessageId } from "./readMarkers";
import * as styles from "./BookingConversation.css";

export interface ConversationThreadProps {
  conversation: ConversationThread_conversation$key;
  sending: boolean;
  /** Sends the message; `done` gets the refusal's words, or null once it is posted. */
  onSend: (body: string, done: (refusal: string | null) => void) => void;
  /** Moves the reader's marker to the newest message shown. */
  onRead: (upTo: number) => void;
}

/**
 * A booking's messages, oldest first (the reader's on the right), "Seen" under the reader's
 * last message the other side has read, and the form to write the next one.
 */
export function ConversationThread({ conversation, sending, onSend, onRead }: ConversationThreadProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ConversationThread_conversation on BookingConversation {
        viewerSide
        hasOlder
        customerReadUpTo
        providerReadUpTo
        messages {
          databaseId
          side
          authorName
          body
          erased
          createdAt
        }
      }
    `,
    conversation,
  );
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const mine = data.viewerSide;
  const newest = data.messages.at(-1)?.databaseId ?? 0;
  const readByMe = mine === "CUSTOMER" ? data.customerReadUpTo : data.providerReadUpTo;
  const readByThem = mine === "CUSTOMER" ? data.providerReadUpTo : data.customerReadUpTo;
  const seenId = lastSeenMessageId(data.messages, mine, readByThem);

  // Shown is read: the marker follows the newest message on screen.
  useEffect(() => {
    if (newest > readByMe) onRead(newest);
  }, [newest, readByMe, onRead]);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [newest]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = messageFields.safeParse({ body: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onSend(checked.data.body, (refusal) => {
      if (refusal) setError(refusal);
      else setText("");
    });
  }

  return (
    <div className={styles.body}>
      {data.hasOlder && (
        <p className={styles.note}>
          <FormattedMessage id="conversation.older" />
        </p>
      )}
      {data.messages.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage id="conversation.empty" />
        </p>
      ) : (
        <ol ref={listRef} className={styles.thread} aria-label={intl.formatMessage({ id: "conversation.list" })}>
          {data.messages.map((message) => {
            const own = message.side === mine;
            return (
              <li key={message.databaseId} className={styles.message[own ? "mine" : "theirs"]}>
                <span className={styles.meta}>
                  <FormattedMessage
                    id="conversation.meta"
                    values={{
                      author: own ? intl.formatMessage({ id: "conversation.you" }) : message.authorName,
                      when: intl.formatDate(message.createdAt, { dateStyle: "medium", timeStyle: "short" }),
                    }}
                  />
                </span>
                <p className={styles.text}>
                  {message.erased ? <FormattedMessage id="conversation.erased" /> : message.body}
                </p>
                {message.databaseId === seenId && (
                  <p className={styles.seen}>
                    <FormattedMessage id="conversation.seen" />
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
        <Field label={<FormattedMessage id="conversation.field" />} error={error} announce="alert">
          {(control) => (
            <textarea
              {...control}
              className={formStyles.textarea}
              rows={3}
              maxLength={MESSAGE_MAX_LENGTH}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <button type="submit" className={button({ variant: "primary", size: "sm" })} disabled={sending}>
            <FormattedMessage id={sending ? "conversation.sending" : "conversation.send"} />
          </button>
        </div>
      </form>
    </div>
  );
}
