-- A mailbox's minimum gap, held at the send (issue 40): a mailbox's workflow grants a ranked schedule
-- of slots ahead, a gap apart, without waiting for each send's report. Before it calls the provider a
-- send under a gap claims the mailbox's hold (it must have lapsed: the last call's answer plus the
-- gap); while the call is out the hold covers the longest call, and when the provider has answered it
-- runs to that moment plus the gap. A late send thus pushes the next one back instead of crowding it.
CREATE TABLE mailbox_send_gaps (
    mailbox_id  uuid PRIMARY KEY REFERENCES mailboxes (id) ON DELETE CASCADE,
    held_until  timestamptz NOT NULL
);
