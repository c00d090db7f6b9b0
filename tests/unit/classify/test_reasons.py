"""The reason table: a specific status decides unless the server's words contradict it."""

import pytest

from sequencer.classify.reasons import decide, status_reason, suppresses


@pytest.mark.parametrize(
    ("status", "text", "reason"),
    [
        ("5.1.1", "", "user_unknown"),
        ("5.1.6", "mailbox has moved", "user_unknown"),
        ("5.1.10", "", "user_unknown"),
        ("5.1.2", "", "host_unknown"),
        ("5.4.4", "", "host_unknown"),
        ("5.2.1", "", "suspended"),
        ("5.2.2", "", "mailbox_full"),
        ("4.2.2", "", "mailbox_full"),
        ("5.3.4", "", "message_too_large"),
        ("5.2.3", "", "message_too_large"),
        ("5.7.26", "", "policy"),
        ("5.7.25", "", "blocked"),
        ("5.7.1", "", "policy"),
        ("4.4.7", "", "expired"),
        ("4.4.1", "", "network"),
        ("5.4.6", "", "system"),
        ("5.0.0", "", "other"),
        (None, "", "other"),
    ],
)
def test_a_specific_status_decides_alone(status, text, reason):
    assert decide(status, text).reason == reason


@pytest.mark.parametrize(
    ("status", "text", "reason"),
    [
        # The words that make a "user unknown" status a lie: the address exists.
        ("5.1.1", "550 5.1.1 Message rejected as spam by Content Filtering", "filtered"),
        ("5.1.1", "Recipient address rejected: blocked by policy", "policy"),
        ("5.1.1", "550 5.1.1 Your IP 192.0.2.1 is listed at zen.spamhaus.org", "blocked"),
        ("5.1.1", "550 5.1.1 user over quota (#5.1.1)", "mailbox_full"),
        ("5.1.1", "This account has been disabled or discontinued", "suspended"),
        ("5.1.1", "sender denied", "policy"),
        ("5.1.2", "DNS lookup timeout, try again later", "network"),
        # ... and the words that confirm it.
        ("5.1.1", "The email account that you tried to reach does not exist", "user_unknown"),
        ("5.1.1", "connection closed after RCPT: user unknown", "user_unknown"),
    ],
)
def test_words_that_name_another_cause_overrule_an_address_status(status, text, reason):
    assert decide(status, text).reason == reason


@pytest.mark.parametrize(
    ("status", "text", "reason"),
    [
        ("5.7.1", "Service unavailable; Client host [192.0.2.9] blocked using zen.spamhaus.org", "blocked"),
        ("5.7.1", "Message rejected because it contains a potentially executable attachment", "filtered"),
        ("5.7.1", "Relaying denied", "policy"),
        ("4.2.1", "The user is receiving mail at a rate that prevents additional messages", "rate_limited"),
        ("5.2.1", "The email account that you tried to reach is disabled.", "suspended"),
        ("5.2.2", "account disabled", "mailbox_full"),
        ("5.4.1", "Recipient address rejected: Access denied. AS(201806281)", "user_unknown"),
        ("5.4.1", "Relay access denied", "policy"),
    ],
)
def test_words_may_sharpen_a_non_address_status_but_never_make_it_an_address(status, text, reason):
    assert decide(status, text).reason == reason


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("550 User unknown", "user_unknown"),
        ("Sorry, no mailbox here by that name.", "user_unknown"),
        ("This user doesn't have a yahoo.example account", "user_unknown"),
        ("Host or domain name not found. Name service error for name=x.example type=MX", "host_unknown"),
        ("Die E-Mail-Adresse existiert nicht", "user_unknown"),
        ("Utilisateur inconnu", "user_unknown"),
        ("La dirección de correo no existe", "user_unknown"),
        ("Пользователь не найден", "user_unknown"),
        ("mailbox is full", "mailbox_full"),
        ("Postfach voll", "mailbox_full"),
        ("Message too large", "message_too_large"),
        ("rejected due to policy", "policy"),
        ("not authorized to send to this recipient", "policy"),
        ("554 rejected: spam", "filtered"),
        ("Retry timeout exceeded", "expired"),
        ("too many connections from your host", "rate_limited"),
        ("Connection timed out", "network"),
        ("Local error in processing", "system"),
        ("Recipient address rejected", "user_unknown"),
        # Exim: a server's "550 Unrouteable address" at RCPT failed recipient verification (the domain
        # reached it); Exim's own "Unrouteable address", with no server's answer, is a domain it could
        # not route.
        (
            "SMTP error from remote mail server after RCPT TO:<b@k.example>: 550 Unrouteable address",
            "user_unknown",
        ),
        ("Remote host said: 550 Unrouteable address", "user_unknown"),
        ("  office@kestrel-survey.invalid\n    Unrouteable address", "host_unknown"),
        ("something odd happened", "other"),
        (
            "delivery temporarily suspended: connect to mx.example[192.0.2.1]:25: Connection refused",
            "network",
        ),
    ],
)
def test_without_a_specific_status_the_words_decide(text, reason):
    assert decide("5.0.0", text).reason == reason


def test_a_bare_address_reading_after_data_is_a_filter_not_a_missing_mailbox():
    assert decide("5.0.0", "550 Recipient address rejected (in reply to end of DATA command)").reason == (
        "filtered"
    )
    assert decide("5.0.0", "550 User unknown (in reply to end of DATA command)").reason == "user_unknown"


def test_the_diagnostic_code_is_read_before_the_prose():
    assert decide("5.0.0", "user unknown", "your mailbox is full").reason == "user_unknown"


def test_every_decision_names_its_evidence():
    assert decide("5.1.1", "").evidence == "5.1.1"
    assert decide("5.0.0", "Sorry, no mailbox here by that name").evidence == "5.0.0 no mailbox here"
    assert decide("5.1.1", "blocked using zen.spamhaus.org").evidence == "blocked using"


def test_status_reason_ignores_malformed_codes():
    assert status_reason("5.1") is None
    assert status_reason("5.9.9") is None


@pytest.mark.parametrize(
    ("permanent", "reason", "expected"),
    [
        (True, "user_unknown", True),
        (True, "host_unknown", True),
        (False, "user_unknown", False),
        (None, "user_unknown", False),
        (True, "suspended", False),
        (True, "mailbox_full", False),
        (True, "blocked", False),
        (True, "filtered", False),
        (True, "policy", False),
        (False, "expired", False),
        (True, "other", False),
    ],
)
def test_only_permanent_dead_address_failures_suppress(permanent, reason, expected):
    assert suppresses(permanent, reason) is expected


@pytest.mark.parametrize(
    ("status", "text", "reason"),
    [
        ("5.1.1", "550 5.1.1 No such user!", "user_unknown"),
        ("5.1.1", "Barracuda Email Security: 550 5.1.1 <s@x.test>: user unknown", "user_unknown"),
        ("5.0.0", "User Jane (j@x.test) not listed in Domino Directory", "user_unknown"),
        (None, "The domain x.test does not exist in DNS", "host_unknown"),
        ("5.1.1", "550 5.1.1 user unknown; blocked using zen.spamhaus.org", "blocked"),
        ("5.7.1", "Recipient address rejected: Access denied", "policy"),
    ],
)
def test_words_that_name_a_dead_address_win_unless_a_blocklist_or_filter_is_named(status, text, reason):
    assert decide(status, text).reason == reason


@pytest.mark.parametrize(
    "text",
    [
        "550 5.7.1 No such user!",  # Yandex answers so for a dead address too: the cost of the rule
        "550 5.7.1 <s@x.test>: Recipient address rejected: User unknown",
    ],
)
def test_unknown_user_words_under_a_security_or_policy_status_do_not_prove_a_dead_address(text):
    decision = decide("5.7.1", text)
    assert decision.reason == "policy"
    assert not suppresses(True, decision.reason)


@pytest.mark.parametrize(
    ("status", "text", "reason"),
    [
        # An address names a mailbox, a link's path names a page: neither is the server's reason.
        ("5.2.1", "550 5.2.1 <filtered@example.com>... User Unknown", "user_unknown"),
        ("5.1.1", "550 5.1.1 <fullstack.jobs@example.com>: Recipient address rejected", "user_unknown"),
        ("5.1.1", "550 5.1.1 User unknown. See https://help.example.net/errors#spam-blocked", "user_unknown"),
        # A link's host stays: it names whose page it is.
        ("5.1.3", "553 http://www.spamhaus.org/query/bl?ip=192.0.2.1", "blocked"),
    ],
)
def test_addresses_and_link_paths_in_a_diagnostic_are_not_its_words(status, text, reason):
    assert decide(status, text).reason == reason


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("ユーザー Sato (sato@example.jp) は Domino ディレクトリには見つかりません。", "user_unknown"),
        ("ディレクトリのリストにありません", "user_unknown"),
        ("このメールアドレスは存在しません", "user_unknown"),
        ("宛先のドメインが見つかりません", "host_unknown"),
        ("原因：收件人不存在", "user_unknown"),
        ("帳號不存在", "user_unknown"),
        ("수신자 주소가 존재하지 않습니다", "user_unknown"),
    ],
)
def test_japanese_chinese_and_korean_notices_name_a_dead_address(text, reason):
    assert decide(None, text).reason == reason


@pytest.mark.parametrize(
    "text",
    [
        "550 Recipient unknown",
        "550 5.1.0 User not known",
        "vdeliver: Invalid or unknown virtual user 'kx'",
        "550 Recipient kx@example.org was not found in the directory",
        "550 Address not present in directory",
        "553 sorry, this recipient is in my badrecipientto list (#5.7.1)",
        "550 Mailbox is unavailable",
        "550 There is no one at this address",
        "550 nessun utente simile in questo indirizzo",
        "554 RCPT (kx@example.org) dosn't exist",  # misspelt, after the address
        "550 Mailbox kx@example.org dosen't exist here",
    ],
)
def test_more_wordings_of_an_unknown_recipient(text):
    assert decide(None, text).reason == "user_unknown"


@pytest.mark.parametrize(
    ("status", "text", "reason"),
    [
        # Our sender refused: never the recipient's address.
        (None, "550 Sender email address rejected", "policy"),
        (None, "553 Unroutable sender address", "policy"),
        # A name-service failure that says "try again" is on the way, not a dead domain.
        (
            None,
            "Host or domain name not found. Name service error for name=x type=MX: Host not found, try again",
            "network",
        ),
        (
            None,
            "Host or domain name not found. Name service error for name=x type=A: Host not found",
            "host_unknown",
        ),
    ],
)
def test_sender_refusals_and_passing_dns_trouble_are_not_dead_addresses(status, text, reason):
    assert decide(status, text).reason == reason


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("DNS lookup failure: host mail.example.org not found", "host_unknown"),
        (
            "Name service error for name=mx.example.org type=MX: Host mx.example.org not found, try again",
            "network",
        ),
    ],
)
def test_a_named_host_not_found_is_dead_unless_retried(text, reason):
    assert decide(None, text).reason == reason


@pytest.mark.parametrize(
    "diagnostic",
    ["550 BAD_RECIPIENT - see https://mail.lumen.test/undelivered?r=BAD_RECIPIENT", "550 NO_SUCH_USER"],
)
def test_a_reason_printed_as_one_token_is_read_as_its_words(diagnostic):
    assert decide("5.0.0", diagnostic).reason == "user_unknown"


def test_an_underscore_inside_an_address_is_no_reason():
    # "<blocked_senders@lumen.test>... User unknown": the mailbox's name says nothing of why.
    assert decide("5.0.0", "550 <blocked_senders@lumen.test>... User unknown").reason == "user_unknown"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # A diagnostic wrapped onto indented continuation lines reads as one line.
        (
            "Host or domain\n    name not found. Name service error for name=x.test type=A: Host\n"
            "    not found",
            "host_unknown",
        ),
        (
            "Host or domain name not found. Name service error for\n"
            "    name=x.test type=MX: Host not found, try again",
            "network",
        ),
        ("550 sorry, there is no\n    mailbox by that name on this system", "user_unknown"),
    ],
)
def test_a_wrapped_diagnostic_is_read_as_one_line(text, reason):
    assert decide(None, text).reason == reason
