"""A review of the bounce rules added on 2026-12-05 (docs/inbound-rounds.md, "A review of the bounce rules
of 2026-12-05"): the errors they brought in, each pinned with look-alikes that keep their reading.

- CJK sender verification: an allow list ("ホワイトリスト", "白名单", "화이트리스트") beside a help link
  ("以下のURL", "请点击以下链接", "아래 링크") is a carrier's or provider's bounce (or an out-of-office),
  not a challenge; a verification word with a link, or a list with "complete the verification" / "held",
  still is one, and no text that says the delivery failed for good is one.
- A hold that asks nothing is an automatic notice, but not when a delivery report says it: a DSN, an
  Exim failure (X-Failed-Recipients) or a delay warning quoting the server's "451 4.7.1 ... held for
  review" with its own "No action is required on your part" is a bounce.
- A failed check of our sender is `policy` only as a verdict ("550 Sender verify failed"), not as a rule
  or a possible cause ("we also reject mail when we cannot verify the sender").
- A "not yet delivered" delay warning under a delay subject is a bounce only from delivery software (a
  null reverse path) and in the notice's own words, not a person's or an auto-reply's quote of our copy.
- MDaemon's X-MDDSN-Message marks a report only with a failure, a delay or a refusal in its transcript:
  its delivery confirmation is no bounce.
- A list manager's forward is read as the bounce it carries only when the carried message is no
  challenge and no hold notice.
"""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify

OUR = "dana@acme.test"
MID = "<seq.4c1d2e3f.1.v1@acme.test>"
QUOTED = (
    "------ This is a copy of the message, including all the headers. ------\n"
    f"From: Dana Reyes <{OUR}>\nTo: {{to}}\nSubject: Quick question about your warehouse\n"
    f"Message-ID: {MID}\n\nHi Ana,\nWould a 15-minute call next week make sense?\n"
)


def quoted(to: str = "ana@corp.example") -> str:
    return QUOTED.replace("{to}", to)


def plain(head: str, body: str) -> str:
    return (
        f"{head}To: {OUR}\nDate: Wed, 02 Dec 2026 10:00:00 +0000\nMIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=utf-8\n\n"
        f"{body}\n"
    )


def dsn(head: str, text: str, blocks: list[dict[str, str]]) -> str:
    per = "Reporting-MTA: dns; mx.acme.test\n"
    recipients = "\n".join("".join(f"{k}: {v}\n" for k, v in b.items()) for b in blocks)
    return (
        f"{head}To: {OUR}\nDate: Wed, 02 Dec 2026 10:00:00 +0000\nMIME-Version: 1.0\n"
        'Content-Type: multipart/report; report-type=delivery-status; boundary="B"\n\n'
        f"--B\nContent-Type: text/plain; charset=utf-8\n\n{text}\n\n"
        f"--B\nContent-Type: message/delivery-status\n\n{per}\n{recipients}\n"
        f"--B\nContent-Type: text/rfc822-headers\n\nFrom: {OUR}\nTo: "
        f"ana@corp.example\nMessage-ID: {MID}\n\n--B--\n"
    )


def wrap(head: str, text: str, inner: str) -> str:
    return (
        f"{head}To: {OUR}\nDate: Wed, 02 Dec 2026 10:05:00 +0000\nMIME-Version: 1.0\n"
        'Content-Type: multipart/mixed; boundary="W"\n\n'
        f"--W\nContent-Type: text/plain; charset=utf-8\n\n{text}\n\n"
        f"--W\nContent-Type: message/rfc822\nContent-Disposition: attachment\n\n{inner}\n--W--\n"
    )


def reading(raw: str) -> tuple[str, bool, str | None]:
    found = classify(raw)
    return found.kind, found.suppress_address, found.reason


DAEMON = "Return-Path: <>\nFrom: Mail Delivery System <MAILER-DAEMON@mx.acme.test>\n"

# ------------------------------------------------------------------ CJK allow lists and help links

JA_CARRIER_BOUNCE = plain(
    "Return-Path: <>\nFrom: MAILER-DAEMON@mail.docomo.example\nSubject: "
    "Returned mail: see transcript for details\n",
    "ana@docomo.example 宛のメールは配信できませんでした。\n"
    "受信者の受信拒否設定（ホワイトリスト）により受信を拒否されました。\n"
    "詳しくは以下のURLをご覧ください。\nhttps://www.docomo.example/info/spam_mail/\n\n"
    "   ----- Transcript of session follows -----\n... while talking to mfsmax.docomo.example.:\n"
    ">>> DATA\n<<< 550 5.7.1 Message rejected by recipient's "
    "filter setting\n554 5.0.0 Service unavailable\n\n" + quoted("ana@docomo.example"),
)
ZH_BOUNCE_UNKNOWN = plain(
    "Return-Path: <>\nFrom: 系统退信 <postmaster@qq.example>\nSubject: 退信通知：邮件未能送达\n",
    "很抱歉您的邮件未能送达以下收件人：ana@qq.example\n\n"
    "退信原因：收件人地址不存在（550 5.1.1 Mailbox not found）。\n"
    "建议：请核对收件人地址。如果您是企业用户，可以请收件人将您加入白名单。\n"
    "如需查看详细信息，请点击以下链接：https://help.qq.example/bounce\n\n" + quoted("ana@qq.example"),
)
KO_BOUNCE_UNKNOWN = plain(
    "Return-Path: <>\nFrom: MAILER-DAEMON@naver.example\nSubject: 메일 전송 실패 (Undelivered Mail)\n",
    "보내신 메일이 다음 수신자에게 전달되지 못했습니다: ana@naver.example\n\n"
    "실패 사유: 받는 사람의 메일 주소가 존재하지 않습니다. (550 5.1.1 User unknown)\n"
    "스팸 차단 때문이라면 받는 사람에게 화이트리스트 등록을 "
    "요청하세요. 자세한 내용은 아래 링크를 참고하세요.\n"
    "https://help.naver.example/mail\n\n" + quoted("ana@naver.example"),
)
JA_OUT_OF_OFFICE = plain(
    "From: Tanaka Ken <ken@corp.example>\nAuto-Submitted: auto-replied\n"
    "Subject: 自動応答: Quick question about your warehouse\n",
    "メールありがとうございます。12月14日まで出張のため不在にしております。\n"
    "戻り次第ご連絡いたします。お急ぎの方は以下のURLのフォームからご連絡ください。\n"
    "https://corp.example/contact\n（迷惑メール対策のため、ホワイトリスト外のメールは確認が遅れる場合があります）"
    "https://corp.example/contact\n（迷惑メール対策のため、ホワイトリスト外のメールは確認が遅れる場合があります）",
)


def test_a_cjk_bounce_that_advises_an_allow_list_and_links_help_stays_a_bounce() -> None:
    assert reading(ZH_BOUNCE_UNKNOWN) == ("bounce", True, "user_unknown")
    assert reading(KO_BOUNCE_UNKNOWN) == ("bounce", True, "user_unknown")
    kind, suppress, _ = reading(JA_CARRIER_BOUNCE)
    assert (kind, suppress) == ("bounce", False)


def test_an_out_of_office_that_mentions_a_whitelist_and_a_form_is_an_auto_reply() -> None:
    assert reading(JA_OUT_OF_OFFICE)[0] == "auto_reply"


@pytest.mark.parametrize(
    "subject, body",
    [
        (
            "【送信者確認】メールはまだ配信されていません",
            "ana@corp.example 宛てのメールは送信者確認のため保留されています。\n"
            "以下のURLにアクセスし、送信者確認を完了してください。\nhttps://verify.corp.example/jp/1a2b",
        ),
        (
            "请验证您的发件地址",
            "您发送给 ana@corp.example 的邮件尚未投递。为防止垃圾邮件，收件人启用了发件人验证。\n"
            "请点击以下链接完成验证：https://verify.corp.example/zh/9c",
        ),
        (
            "발신자 확인이 필요합니다",
            "ana@corp.example 님께 보낸 메일은 아직 전달되지 않았습니다. "
            "발신자 확인을 위해 아래 링크를 클릭해 주세요.\n"
            "https://verify.corp.example/ko/3",
        ),
        (
            "请验证您的发件地址",
            "您发送给 ana@corp.example 的邮件尚未投递。收件人启用了发件人验证。\n"
            "请点击以下链接完成验证，否则7天后邮件将被退信：https://verify.corp.example/zh/9c",
        ),
        (
            "メールは保留されています",
            "ホワイトリストに登録されていない送信者からのメールは保留されています。\n"
            "以下のURLから登録してください。https://verify.corp.example/jp/9",
        ),
    ],
)
def test_cjk_sender_verification_stays_a_challenge(subject: str, body: str) -> None:
    assert reading(plain(f"From: Verify <verify@corp.example>\nSubject: {subject}\n", body))[0] == "challenge"


# ------------------------------------------------------------------ holds inside delivery reports

EXIM_DELAY_HELD = plain(
    DAEMON + "Subject: Warning: message 1vX7Qk-0004aB-2c delayed 24 hours\nAuto-Submitted: auto-replied\n",
    "This message was created automatically by mail delivery software.\n"
    "A message that you sent has not yet been delivered to one or more of its\n"
    "recipients after more than 24 hours on the queue on mx.acme.test.\n\n"
    "The address to which the message has not yet been delivered is:\n\n  ana@corp.example\n"
    "    Delay reason: SMTP error from remote mail server after end of data:\n"
    "    451 4.7.1 Message held for review by the recipient's gateway, try again later\n\n"
    "No action is required on your part. Delivery attempts will continue for\n"
    "some time, and this warning may be repeated at intervals if the message\n"
    "remains undelivered.\n",
)
EXIM_FAILED_QUARANTINED = plain(
    DAEMON
    + ("X-Failed-Recipients: ana@corp.example\nSubject: Mail delivery failed: returning message to sender\n"),
    "This message was created automatically by mail delivery software.\n\n"
    "A message that you sent could not be delivered to one or "
    "more of its\nrecipients. This is a permanent error. "
    "The following address(es) failed:\n\n"
    "  ana@corp.example\n    SMTP error from remote mail server after end of data:\n"
    "    550 5.7.1 Message quarantined as spam; no further action is required\n\n" + quoted(),
)
DSN_DELAY_QUARANTINED = dsn(
    DAEMON + "Subject: Delivery Status Notification (Delay)\n",
    "Your message to ana@corp.example has been quarantined by "
    "the receiving server and has not been delivered yet.\n"
    "No action is required on your part; delivery will be retried.",
    [
        {
            "Final-Recipient": "rfc822; ana@corp.example",
            "Action": "delayed",
            "Status": "4.7.1",
            "Diagnostic-Code": "smtp; 451 4.7.1 Message quarantined, try again later",
        }
    ],
)
GATEWAY_HOLD = plain(
    "From: postmaster@gw.corp.example\nAuto-Submitted: auto-generated\nSubject: Message held for review\n",
    "Your message to ana@corp.example has been held for review. It has not been delivered yet.\n"
    "No further action is required.",
)


POSTFIX_TEXT_DELAY_HELD = plain(
    DAEMON + "Auto-Submitted: auto-replied\nSubject: Delayed Mail (still being retried)\n",
    "This is the mail system at host mx.acme.test.\n\n"
    "<ana@corp.example>: host mx.corp.example[192.0.2.5] said: 451 Message held for review, try again later"
    " (in reply to end of DATA command)\n\nNo action is required on your part.\n\n" + quoted(),
)


def test_a_delay_warning_whose_server_held_the_message_is_a_transient_bounce() -> None:
    for raw in (EXIM_DELAY_HELD, DSN_DELAY_QUARANTINED, POSTFIX_TEXT_DELAY_HELD):
        found = classify(raw)
        assert (found.kind, found.permanent, found.suppress_address) == ("bounce", False, False)


def test_a_failure_whose_server_quarantined_the_message_is_a_bounce() -> None:
    assert reading(EXIM_FAILED_QUARANTINED) == ("bounce", False, "filtered")


def test_a_gateways_own_hold_notice_that_asks_nothing_stays_an_automatic_notice() -> None:
    assert reading(GATEWAY_HOLD) == ("auto_reply", False, None)


# ------------------------------------------------------------------ checks of our sender: verdicts only


def exim_failed(answer: str) -> str:
    return plain(
        DAEMON
        + (
            "X-Failed-Recipients: ana@corp.example\nSubject: Mail "
            "delivery failed: returning message to sender\n"
        ),
        "A message that you sent could not be delivered to one "
        "or more of its\nrecipients. This is a permanent "
        "error. The following address(es) failed:\n\n  ana@corp.example\n"
        "    SMTP error from remote mail server after RCPT TO:<ana@corp.example>:\n"
        f"{answer}\n\n" + quoted(),
    )


SENDMAIL_HINT = dsn(
    DAEMON + "Subject: Returned mail: see transcript for details\n",
    "   ----- Transcript of session follows -----\n... while talking to mx.corp.example.:\n"
    ">>> RCPT To:<ana@corp.example>\n"
    "<<< 550-5.1.1 <ana@corp.example>: no such user here\n"
    "<<< 550-5.1.1 (note: we also reject mail when we cannot verify the sender)\n"
    "<<< 550 5.1.1 see https://corp.example/postmaster\n550 5.1.1 <ana@corp.example>... User unknown",
    [
        {
            "Final-Recipient": "RFC822; ana@corp.example",
            "Action": "failed",
            "Status": "5.1.1",
            "Diagnostic-Code": "SMTP; 550-5.1.1 <ana@corp.example>: no such user here",
        }
    ],
)
PROSE_HINT = plain(
    "Return-Path: <>\nFrom: postmaster@mail.corp.example\nSubject: Undeliverable mail\n",
    "Your message could not be delivered to ana@corp.example.\n\n"
    "Reason: 550 5.1.1 <ana@corp.example>: Mailbox does not exist\n\n"
    "If you think this is wrong, note that our server also rejects mail when it could not verify the sender "
    "address.\n\n" + quoted(),
)


def test_a_sender_check_named_as_a_rule_or_a_cause_leaves_the_dead_address_dead() -> None:
    assert reading(SENDMAIL_HINT) == ("bounce", True, "user_unknown")
    assert reading(PROSE_HINT) == ("bounce", True, "user_unknown")


@pytest.mark.parametrize(
    "answer",
    [
        "    550-Verification failed for <dana@acme.test>\n    550-Called:   203.0.113.4\n"
        "    550-Sent:     RCPT TO:<dana@acme.test>\n    550-Response: "
        "550 5.1.1 <dana@acme.test>: User unknown\n"
        "    550 Sender verify failed",
        "    553 5.7.1 <dana@acme.test>: Sender address rejected: not owned by user",
        "    550 5.7.1 Could not verify sender address <dana@acme.test>: user unknown",
    ],
)
def test_a_failed_check_of_our_sender_stays_policy(answer: str) -> None:
    assert reading(exim_failed(answer)) == ("bounce", False, "policy")


def test_a_recipient_callout_that_failed_is_a_dead_address() -> None:
    answer = (
        "    550-Verification failed for <ana@corp.example>\n    550-Called:   10.1.2.3\n"
        "    550-Sent:     RCPT TO:<ana@corp.example>\n    550-Response: "
        "550 5.1.1 <ana@corp.example>... User unknown\n"
        "    550 Recipient verify failed"
    )
    assert reading(exim_failed(answer)) == ("bounce", True, "user_unknown")


# ------------------------------------------------------------------ delay subjects

OUR_COPY = (
    "Hi Ana, when a shipment's delivery is delayed, your team finds out last"
    " and the carrier will retry for days."
)


@pytest.mark.parametrize(
    "head, body, kind",
    [
        (
            "From: Ana Pereira <ana@corp.example>\nSubject: Delivery delayed - pilot kit\n",
            "The pilot kit you sent has not been delivered yet, the courier will retry on Monday. "
            "Can we move our call to Thursday?",
            "reply",
        ),
        (
            "From: Bo Lind <bo@corp.example>\nSubject: Delivery delayed again?\n",
            "sounds relevant - can you send pricing?\n\nOn Tue, Dec "
            f"1, 2026 Dana Reyes <{OUR}> wrote:\n> {OUR_COPY}",
            "reply",
        ),
        (
            "From: Ana Pereira <ana@corp.example>\nAuto-Submitted: auto-replied\n"
            "Subject: Shipment delivery delayed again?\n",
            "I am out of the office until Monday 14 December and will answer your mail when I return.\n\n"
            f"----- Original message -----\nFrom: Dana Reyes <{OUR}>\nSubject: "
            "Shipment delivery delayed again?\n\n"
            f"{OUR_COPY}",
            "auto_reply",
        ),
        (
            "Return-Path: <>\nFrom: Ana Pereira <ana@corp.example>\nAuto-Submitted: auto-replied\n"
            "Subject: Shipment delivery delayed again?\n",
            "I am out of the office until Monday 14 December and will answer your mail when I return.\n\n"
            f"----- Original message -----\nFrom: Dana Reyes <{OUR}>\nSubject: "
            "Shipment delivery delayed again?\n\n"
            f"{OUR_COPY}",
            "auto_reply",
        ),
        (
            "Return-Path: <>\nFrom: Ana Pereira <ana@corp.example>\nAuto-Submitted: auto-replied\n"
            "Subject: Delivery delayed? There's a fix\n",
            f"Thanks for your message. I'm on parental leave until February.\n\n> {OUR_COPY}",
            "auto_reply",
        ),
    ],
    ids=[
        "person",
        "person-quoting-our-copy",
        "auto-reply-our-copy",
        "auto-reply-null-sender",
        "auto-reply-gt",
    ],
)
def test_delay_words_of_a_person_or_of_our_copy_are_no_delay_warning(head: str, body: str, kind: str) -> None:
    assert classify(plain(head, body)).kind == kind


def test_a_parcel_services_delay_notice_is_no_bounce() -> None:
    raw = plain(
        "From: Parcel Service <notify@parcel.example>\nSubject: Delivery delayed: your parcel 7781\n",
        "Your parcel 7781 has not yet been delivered because of "
        "weather conditions. Our courier will retry tomorrow.",
    )
    assert classify(raw).kind != "bounce"


def test_delivery_softwares_not_yet_delivered_warning_stays_a_transient_bounce() -> None:
    raw = plain(
        "Return-Path: <>\nFrom: Mail Gateway <notify@gw.acme.test>\nAuto-Submitted: auto-generated\n"
        "Subject: Warning: Message Delivery Delayed\n",
        "Your message to ana@corp.example has not yet been delivered. THIS IS A WARNING ONLY.\n"
        "The server will keep trying for 4 more days.\n\n" + quoted(),
    )
    found = classify(raw)
    assert (found.kind, found.permanent, found.suppress_address) == ("bounce", False, False)


# ------------------------------------------------------------------ MDaemon's marker

MDAEMON = "From: MDaemon@mail.corp.example\nX-MDDSN-Message: Yes\nReturn-Path: <>\n"


def test_mdaemons_delivery_confirmation_is_no_bounce() -> None:
    raw = plain(
        MDAEMON + "Subject: Delivery Status Notification (Delivered)\n",
        "This is a delivery status notification from MDaemon.\n\nThe "
        "message you sent to ana@corp.example was "
        "delivered\nsuccessfully to the recipient's mailbox on Wed 2026-12-02 10:00:01.",
    )
    assert classify(raw).kind != "bounce"


def test_mdaemons_failure_and_warning_stay_bounces() -> None:
    failure = plain(
        MDAEMON + "Subject: Permanent Delivery Failure\n",
        "The attached message had PERMANENT fatal delivery errors!\n\n--- Session Transcript ---\n"
        " Wed 2026-12-02 13:58:40.612: --> RCPT To:<ana@corp.example>\n"
        " Wed 2026-12-02 13:58:40.701: <-- 550 5.1.1 No such user\n--- End Transcript ---\n\n" + quoted(),
    )
    assert reading(failure) == ("bounce", True, "user_unknown")
    warning = plain(
        MDAEMON + "Subject: Warning: Message Delivery Delayed\n",
        "The attached message has not yet been delivered. THIS "
        "IS A WARNING ONLY.\n\n--- Session Transcript ---\n"
        " Wed 2026-12-02 13:58:40.612: --> RCPT To:<ana@corp.example>\n"
        " Wed 2026-12-02 13:58:40.701: <-- 452 4.2.2 Mailbox full\n--- End Transcript ---\n\n" + quoted(),
    )
    assert reading(warning) == ("bounce", False, "mailbox_full")


# ------------------------------------------------------------------ what a list manager forwards

MAILMAN = (
    "From: outreach-owner@lists.acme.test\nSubject: Uncaught bounce notification\n"
    "X-Mailman-Version: 2.1.39\nPrecedence: bulk\nX-List-Administrivia: yes\n"
)
MAILMAN_TEXT = (
    "The attached message was received as a bounce, but either the bounce format was not\n"
    "recognized, or no member addresses could be extracted from it."
)
CHALLENGE = (
    "Return-Path: <>\nFrom: Spam Filter <filter@corp.example>\nTo: outreach-bounces@lists.acme.test\n"
    "Subject: Undeliverable until verified: Quick question\nDate: Wed, 02 Dec 2026 09:00:00 +0000\n\n"
    "Your message to ana@corp.example could not be delivered yet.\n"
    "This address is protected by sender verification. Please "
    "verify your address by clicking the link below;\n"
    "your message will be delivered once you have done so.\nhttps://verify.corp.example/c/9f2\n"
)
HOLD = (
    "Return-Path: <>\nFrom: Mail Gateway <quarantine@gw.corp.example>\nTo: outreach-bounces@lists.acme.test\n"
    "Subject: Undelivered: message held for review\nAuto-Submitted: auto-generated\n"
    "Date: Wed, 02 Dec 2026 09:00:00 +0000\n\n"
    "Your message to ana@corp.example was not delivered: it has been held for review by our administrators.\n"
    "No action is required on your part.\n"
)
QMAIL = (
    "Return-Path: <>\nFrom: MAILER-DAEMON@mail.corp.example\nTo: outreach-bounces@lists.acme.test\n"
    "Subject: failure notice\nDate: Wed, 02 Dec 2026 09:00:00 +0000\n\n"
    "Hi. This is the qmail-send program at mail.corp.example.\n"
    "I'm afraid I wasn't able to deliver your message to the following addresses.\n"
    "This is a permanent error; I've given up. Sorry it didn't work out.\n\n"
    "<ana@corp.example>:\nSorry, no mailbox here by that name. (#5.1.1)\n"
)


@pytest.mark.parametrize("inner", [CHALLENGE, HOLD], ids=["challenge", "hold"])
def test_a_list_managers_forward_of_a_challenge_or_a_hold_is_no_bounce(inner: str) -> None:
    assert classify(wrap(MAILMAN, MAILMAN_TEXT, inner)).kind != "bounce"


def test_a_list_managers_forward_of_a_bounce_stays_that_bounce() -> None:
    assert reading(wrap(MAILMAN, MAILMAN_TEXT, QMAIL)) == ("bounce", True, "user_unknown")
