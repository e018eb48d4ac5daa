import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import type { MessageId } from "../../i18n/messages";
import { formatPriceCents } from "../../lib/format";
import type { AvailabilitySlot_slot$key } from "./__generated__/AvailabilitySlot_slot.graphql";
import { formatSlotTimes } from "./slotText";
import * as styles from "./AvailabilitySlot.css";

type SlotLook = "available" | "booked" | "unavailable";

// Spec section 4: three states, told apart by words as well as by colour and border.
const LOOK: Record<string, { look: SlotLook; stateId: MessageId; reasonId?: MessageId }> = {
  AVAILABLE: { look: "available", stateId: "availabilityTest.slot.state.available" },
  BOOKED: {
    look: "booked",
    stateId: "availabilityTest.slot.state.booked",
    reasonId: "availabilityTest.slot.reason.booked",
  },
  UNAVAILABLE: {
    look: "unavailable",
    stateId: "availabilityTest.slot.state.unavailable",
    reasonId: "availabilityTest.slot.reason.unavailable",
  },
};

interface AvailabilitySlotProps {
  slot: AvailabilitySlot_slot$key;
  /** Customer View: a slot to choose (only an available one can be). */
  onSelect?: () => void;
  selected?: boolean;
}

/** One slot: its times, price and state; a toggle button in Customer View. */
export function AvailabilitySlot({ slot, onSelect, selected = false }: AvailabilitySlotProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AvailabilitySlot_slot on TimeSlot {
        startTime
        endTime
        price
        state
      }
    `,
    slot,
  );
  // A state this screen does not know yet is shown as one it cannot book.
  const { look, stateId, reasonId } = LOOK[data.state] ?? LOOK.UNAVAILABLE!;
  const times = formatSlotTimes(intl, data.startTime, data.endTime);
  const price = formatPriceCents(data.price, intl);
  const content = (
    <>
      <span className={styles.time}>{times}</span>
      <span className={styles.price}>{price}</span>
      <span className={styles.badge[look]}>
        <FormattedMessage id={stateId} />
      </span>
    </>
  );

  if (!onSelect) return <div className={styles.slot({ look })}>{content}</div>;
  // One name with pauses between its parts, and why a disabled slot cannot be chosen.
  const name = intl
    .formatMessage(
      { id: "availabilityTest.slot.name" },
      {
        time: times,
        price,
        state: intl.formatMessage({ id: stateId }),
        reason: reasonId ? intl.formatMessage({ id: reasonId }) : "",
      },
    )
    .trim();
  return (
    <button
      type="button"
      className={styles.slot({ look, selectable: true, selected })}
      disabled={look !== "available"}
      aria-pressed={look === "available" ? selected : undefined}
      aria-label={name}
      onClick={onSelect}
    >
      {content}
    </button>
  );
}
