interface ShownMessage {
  readonly databaseId: number;
  readonly side: string;
}

/**
 * The reader's newest message the other side has read (where "Seen" goes), or null when
 * the other side has read none of the reader's messages.
 */
export function lastSeenMessageId(messages: readonly ShownMessage[], mine: string, readByThem: number): number | null {
  let seen: number | null = null;
  for (const message of messages) {
    if (message.side === mine && message.databaseId <= readByThem) seen = message.databaseId;
  }
  return seen;
}
