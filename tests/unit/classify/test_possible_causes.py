"""A notice's list of possible causes is taken out of its prose; the diagnosis under it decides."""

from sequencer.classify.possible_causes import without_possible_causes
from tests.unit.classify.helpers import classify

LIST = """\
I'm afraid I wasn't able to deliver your message to the following addresses.
The most common reasons are:
- the address was mistyped or does not exist
- the mailbox of the recipient is full and
takes no more mail
"""


def test_the_list_and_its_wrapped_items_are_taken_out():
    text = LIST + "\n<bo@lumen.test>:\nThe mailbox is over its quota.\n"
    kept = without_possible_causes(text)
    assert "does not exist" not in kept and "takes no more mail" not in kept
    assert "I'm afraid" in kept and "over its quota" in kept


def test_the_list_ends_at_the_recipients_paragraph_or_a_separator():
    text = "Possible causes:\n- no such user\n<bo@lumen.test>: 550 no such user\n"
    assert without_possible_causes(text) == "<bo@lumen.test>: 550 no such user"
    text = "Mogelijke oorzaken:\n- het adres bestaat niet\n--------\nHet adres bestaat niet."
    assert without_possible_causes(text) == "--------\nHet adres bestaat niet."


def test_an_intro_without_a_list_under_it_or_without_a_colon_is_left_alone():
    for text in (
        "The most common reasons are:\nThe address does not exist.",
        "Possible causes include a mistyped address\n- see the help page",
    ):
        assert without_possible_causes(text) == text


QMAIL = """\
From: MAILER-DAEMON@mail.lumen.test
To: rep@acme.test
Subject: failure notice

Hi. This is the qmail-send program at mail.lumen.test.
I'm afraid I wasn't able to deliver your message to the following addresses.
This is a permanent error; I've given up. Sorry it didn't work out.

The most common reasons are:
- the address was mistyped or does not exist
- the mailbox of the recipient is full

<bo@lumen.test>:
{diagnosis}
"""


def test_the_recipients_diagnosis_decides_not_the_list_above_it():
    full = classify(QMAIL.format(diagnosis="The mailbox is over its storage quota."))
    assert (full.reason, full.suppress_address) == ("mailbox_full", False)
    dead = classify(QMAIL.format(diagnosis="This address has no mailbox on this server."))
    assert (dead.reason, dead.suppress_address) == ("user_unknown", True)
